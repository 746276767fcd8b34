/**
 * Reads back the ESC/POS bytes a receipt printer was sent, as the paper would show them:
 * lines of text runs with their emphasis. Covers what our receipts use (and skips the
 * parameters of anything else), so the demo printer's printouts can be looked at in the
 * back office.
 */

export interface PrintedRun {
  text: string;
  bold: boolean;
  /** Double width and height (GS ! with any size above 1). */
  large: boolean;
  /** White on black (GS B). */
  inverted: boolean;
}

export interface PrintedPage {
  lines: PrintedRun[][];
  /** The paper was cut at the end. */
  cut: boolean;
}

const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';
/** ESC t n: the code pages we can show; any other falls back to cp437, the printer default. */
const CODEPAGES: Record<number, string> = { 0: CP437_HIGH, 19: CP858_HIGH };

/** Parameter bytes that follow ESC <command> (commands not listed take one). */
const ESC_PARAMS: Record<string, number> = { '@': 0, d: 1, J: 1, '2': 0, '3': 1 };

export function previewEscPos(bytes: Uint8Array): PrintedPage {
  const state = { bold: false, large: false, inverted: false, high: CP437_HIGH };
  const lines: PrintedRun[][] = [];
  let line: PrintedRun[] = [];
  let cut = false;
  const emit = (char: string) => {
    const last = line.at(-1);
    if (
      last &&
      last.bold === state.bold &&
      last.large === state.large &&
      last.inverted === state.inverted
    ) {
      last.text += char;
    } else {
      line.push({ text: char, bold: state.bold, large: state.large, inverted: state.inverted });
    }
  };
  const newline = () => {
    lines.push(line);
    line = [];
  };
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i++];
    if (byte === 0x0a) {
      newline();
    } else if (byte === 0x1b) {
      const command = String.fromCharCode(bytes[i++] ?? 0);
      const value = bytes[i] ?? 0;
      if (command === 'E') state.bold = (value & 1) === 1;
      else if (command === 't') state.high = CODEPAGES[value] ?? CP437_HIGH;
      else if (command === 'd') for (let n = 0; n < value; n++) newline();
      i += ESC_PARAMS[command] ?? 1;
    } else if (byte === 0x1d) {
      const command = String.fromCharCode(bytes[i++] ?? 0);
      const value = bytes[i] ?? 0;
      if (command === '!') {
        state.large = value !== 0;
        i += 1;
      } else if (command === 'B') {
        state.inverted = (value & 1) === 1;
        i += 1;
      } else if (command === 'V') {
        cut = true;
        // Function B (65, 66) carries a feed amount after m.
        i += value >= 65 ? 2 : 1;
      } else {
        i += 1;
      }
    } else if (byte === 0x1c) {
      // FS: kanji mode switches ('.', '&') without parameters.
      i += 1;
    } else if (byte >= 0x80) {
      emit(state.high[byte - 0x80]);
    } else if (byte >= 0x20) {
      emit(String.fromCharCode(byte));
    }
    // CR and other control bytes print nothing.
  }
  if (line.length > 0) newline();
  // The feed after the cut is paper, not text.
  while (lines.length > 0 && lines.at(-1)!.length === 0) lines.pop();
  return { lines, cut };
}

/** The printout as plain text, one line each (for logs and tests). */
export function printedText(page: PrintedPage): string {
  return page.lines.map((runs) => runs.map((run) => run.text).join('')).join('\n');
}
