import {
  DLE_EOT_QUERY,
  PRINTER_STATES,
  answerDleEotQueries,
  decodeDleEot,
  dleEotAnswer,
  isOnlyDleEotQueries,
  printerStateHoldsTickets,
} from './printer-status';

describe('the ESC/POS real-time status (DLE EOT)', () => {
  it.each([
    // Epson's reference: a ready printer answers 0x12 to each of n = 1, 2, 4.
    [[0x12, 0x12, 0x12], 'ok'],
    // Roll paper near end (n=4 bits 2-3), still printing.
    [[0x12, 0x12, 0x1e], 'paper-near-end'],
    // Out of paper: offline (n=1 bit 3), stopped by paper end (n=2 bit 5), end (n=4 bits 5-6).
    [[0x1a, 0x32, 0x7e], 'paper-out'],
    // Cover open (n=2 bit 2), offline.
    [[0x1a, 0x16, 0x12], 'cover-open'],
    // An error (n=2 bit 6).
    [[0x1a, 0x52, 0x12], 'error'],
    // Offline for another reason (n=1 bit 3 only).
    [[0x1a, 0x12, 0x12], 'offline'],
    // No answer, too short, or bytes that are no status bytes (an HTTP server's "HTT").
    [[], 'offline'],
    [[0x12, 0x12], 'offline'],
    [[0x48, 0x54, 0x54], 'offline'],
  ])('reads %j as %s', (bytes, state) => {
    expect(decodeDleEot(bytes)).toBe(state);
  });

  it.each(PRINTER_STATES.filter((state) => state !== 'offline'))(
    'answers as a printer in state %s would, and reads back the same state',
    (state) => {
      const answer = [1, 2, 4].map((n) => dleEotAnswer(state, n as 1 | 2 | 4)!);
      expect(decodeDleEot(answer)).toBe(state);
    },
  );

  it('answers nothing while offline', () => {
    expect(dleEotAnswer('offline', 1)).toBeNull();
    expect(answerDleEotQueries('offline', Uint8Array.from(DLE_EOT_QUERY)).answer).toEqual([]);
  });

  it('answers each query in a stream once, and tells a status request from a ticket', () => {
    const query = Uint8Array.from(DLE_EOT_QUERY);
    expect(answerDleEotQueries('paper-out', query).answer).toEqual([0x1a, 0x32, 0x7e]);
    expect(isOnlyDleEotQueries(query)).toBe(true);
    expect(isOnlyDleEotQueries(Uint8Array.from([0x1b, 0x40, 0x41]))).toBe(false);
  });

  it('holds tickets while the printer cannot print, not when the paper is only running low', () => {
    expect(PRINTER_STATES.filter(printerStateHoldsTickets)).toEqual([
      'paper-out',
      'cover-open',
      'offline',
      'error',
    ]);
  });
});
