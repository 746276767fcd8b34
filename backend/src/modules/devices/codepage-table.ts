import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';

type Encode = (input: string, codepage: Codepage) => Uint8Array;

/** The library's own encode(), before the table replaces it: the spec's reference. */
export const libraryEncode: Encode = CodepageEncoder.encode.bind(CodepageEncoder);

const tables = new Map<Codepage, Map<number, number>>();

/** Codepoint → byte of a codepage, from the library's definition (the first byte wins). */
function tableOf(codepage: Codepage): Map<number, number> {
  let table = tables.get(codepage);
  if (!table) {
    table = new Map();
    const { codepoints } = CodepageEncoder.getEncoding(codepage) as {
      codepoints: (number | null | undefined)[];
    };
    codepoints.forEach((codepoint, byte) => {
      if (typeof codepoint === 'number' && !table!.has(codepoint)) table!.set(codepoint, byte);
    });
    tables.set(codepage, table);
  }
  return table;
}

/**
 * The same bytes as the library's encode(): one byte per UTF-16 unit of the input, the
 * codepage's byte of the unit's codepoint, else '?'. The library's encode() copies the
 * codepage's whole definition (structuredClone) and searches its 256 codepoints for every
 * character, once per text fragment of a receipt: 2.7 ms of the worker's CPU per receipt
 * under a rush (a CPU profile of the orders bench), more than its e-mails.
 */
export const tableEncode: Encode = (input, codepage) => {
  const table = tableOf(codepage);
  const output = new Uint8Array(input.length);
  for (let c = 0; c < input.length; c++) {
    output[c] = table.get(input.codePointAt(c)!) ?? 0x3f;
  }
  return output;
};

/**
 * receipt-printer-encoder calls `CodepageEncoder.encode` (the module's one class, shared by
 * require) for every piece of text: replaced by the table lookup once per process.
 */
export function useCodepageTables(): void {
  CodepageEncoder.encode = tableEncode;
}
