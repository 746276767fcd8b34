import {
  DLE_EOT_QUERY,
  PRINTER_STATES,
  PrinterLine,
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

describe('PrinterLine: a connection as the printer takes it', () => {
  const text = (bytes: Uint8Array | null) =>
    bytes ? new TextDecoder('latin1').decode(bytes) : null;
  const bytesOf = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));
  const CONFIRM = [0x10, 0x04, 0x01];

  it('processes a receipt when it answers the closing status question, not before', () => {
    const line = new PrinterLine();
    expect(line.receive(bytesOf('Nr. 12 '), 'ok')).toEqual({ answer: [], taken: null });
    const answered = line.receive(Uint8Array.from([...bytesOf('Pizza'), ...CONFIRM]), 'ok');
    expect(answered.answer).toEqual([0x12]);
    expect(text(answered.taken)).toBe('Nr. 12 Pizza\x10\x04\x01');
    // Nothing is processed twice: the orderly end has nothing left.
    expect(line.end()).toBeNull();
  });

  it('finds a status question split across chunks', () => {
    const line = new PrinterLine();
    expect(line.receive(Uint8Array.from([...bytesOf('Bon'), 0x10, 0x04]), 'ok').answer).toEqual([]);
    const answered = line.receive(Uint8Array.from([0x01]), 'paper-out');
    expect(answered.answer).toEqual([0x1a]);
    expect(text(answered.taken)).toBe('Bon\x10\x04\x01');
  });

  it('gives a raw receipt (no question) at the orderly end, and a status check never', () => {
    const raw = new PrinterLine();
    raw.receive(bytesOf('ohne Frage'), 'ok');
    expect(text(raw.end())).toBe('ohne Frage');
    const status = new PrinterLine();
    const { answer, taken } = status.receive(Uint8Array.from(DLE_EOT_QUERY), 'ok');
    expect(answer).toEqual([0x12, 0x12, 0x12]);
    expect(taken).toBeNull();
    expect(status.end()).toBeNull();
  });

  it('switched off, loses what it had not processed and answers nothing more', () => {
    const line = new PrinterLine();
    line.receive(bytesOf('halber Bon'), 'ok');
    line.cut();
    expect(line.receive(Uint8Array.from(CONFIRM), 'ok')).toEqual({ answer: [], taken: null });
    expect(line.end()).toBeNull();
  });

  it('keeps at most maxBytes of a connection', () => {
    const line = new PrinterLine(4);
    line.receive(bytesOf('123456'), 'ok');
    expect(text(line.end())).toBe('1234');
  });
});
