import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';
import { libraryEncode, tableEncode } from './codepage-table';
import { renderTestReceipt } from './receipt';

const CODEPAGES: Codepage[] = ['cp858', 'cp850', 'cp437', 'iso8859-15', 'windows1252', 'ascii'];

/** A deterministic generator, so that a failure can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('codepage table', () => {
  it.each(CODEPAGES)('gives the library’s bytes for every character of the BMP in %s', (cp) => {
    let all = '';
    for (let unit = 0; unit <= 0xffff; unit++) all += String.fromCharCode(unit);
    expect(Buffer.from(tableEncode(all, cp))).toEqual(Buffer.from(libraryEncode(all, cp)));
  });

  it('gives the library’s bytes for receipt texts, emoji and lone surrogates', () => {
    const next = random(858);
    const pieces = [
      'Jürgen Weiß',
      '€ 12,50',
      'Käsespätzle',
      '🍕',
      '\ud83c',
      '\udf55',
      'ß',
      '½',
      'Ø',
      '漢',
    ];
    for (let i = 0; i < 2_000; i++) {
      let text = '';
      const length = Math.floor(next() * 12);
      for (let j = 0; j < length; j++) {
        text +=
          next() < 0.7
            ? pieces[Math.floor(next() * pieces.length)]
            : String.fromCodePoint(Math.floor(next() * 0x1_0000) + (next() < 0.1 ? 0x1_0000 : 0));
      }
      for (const cp of CODEPAGES) {
        expect([cp, text, Buffer.from(tableEncode(text, cp))]).toEqual([
          cp,
          text,
          Buffer.from(libraryEncode(text, cp)),
        ]);
      }
    }
  });

  it('is what receipt-printer-encoder uses once the receipt module is loaded', () => {
    expect(CodepageEncoder.encode).toBe(tableEncode);
  });

  it('leaves a receipt’s bytes as the library made them', () => {
    const device = { name: 'Küche Süd – Bon', host: '10.0.0.9', port: 9100, columns: 48 };
    const at = new Date('2026-11-25T11:02:00Z');
    const withTable = Buffer.from(renderTestReceipt(device, at));
    CodepageEncoder.encode = libraryEncode;
    try {
      expect(Buffer.from(renderTestReceipt(device, at))).toEqual(withTable);
    } finally {
      CodepageEncoder.encode = tableEncode;
    }
    expect(withTable.includes(0x84)).toBe(true); // ä in cp858
    expect(withTable.includes(0xd5)).toBe(true); // € in cp858
  });
});
