import { previewEscPos, printedText } from './escpos-preview';
import { renderTestReceipt } from './receipt';

const device = { name: 'Küche', host: '127.0.0.1', port: 9100, columns: 32 };

describe('the preview of a printout', () => {
  it('shows the test page as it comes out of the printer, umlauts and euro sign included', () => {
    const page = previewEscPos(renderTestReceipt(device, new Date('2026-03-04T11:00:00Z')));
    const text = printedText(page);
    expect(text).toContain('Testdruck');
    expect(text).toContain('Küche');
    expect(text).toContain('Umlaute: ÄÖÜ äöü ß €');
    expect(text).toContain('─'.repeat(32));
    // No control byte is left over as a character.
    expect([...text].filter((char) => char !== '\n' && char.charCodeAt(0) < 0x20)).toEqual([]);
    expect(page.cut).toBe(true);
  });

  it('keeps bold, double size and inverted text apart', () => {
    const bytes = Buffer.from([
      0x1b,
      0x40,
      0x1b,
      0x45,
      0x01,
      ...Buffer.from('Fett'),
      0x1b,
      0x45,
      0x00,
      0x0a,
      0x1d,
      0x21,
      0x11,
      ...Buffer.from('Nr. 7'),
      0x1d,
      0x21,
      0x00,
      0x0a,
      0x1d,
      0x42,
      0x01,
      ...Buffer.from('NACHDRUCK'),
      0x1d,
      0x42,
      0x00,
      ...Buffer.from(' x'),
      0x0a,
    ]);
    const { lines, cut } = previewEscPos(bytes);
    expect(lines).toEqual([
      [{ text: 'Fett', bold: true, large: false, inverted: false }],
      [{ text: 'Nr. 7', bold: false, large: true, inverted: false }],
      [
        { text: 'NACHDRUCK', bold: false, large: false, inverted: true },
        { text: ' x', bold: false, large: false, inverted: false },
      ],
    ]);
    expect(cut).toBe(false);
  });
});
