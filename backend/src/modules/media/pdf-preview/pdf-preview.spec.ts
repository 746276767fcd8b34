import { availableParallelism } from 'node:os';
import { RENDERS_AT_ONCE, renderPdfFirstPage, renders } from './pdf-preview';

describe('renderPdfFirstPage', () => {
  it('gives up on a file once the time limit has passed, killing the renderer', async () => {
    const result = await renderPdfFirstPage(Buffer.from('%PDF-1.4\n'), {
      width: 640,
      timeoutMs: 1,
    });
    expect(result).toEqual({ error: 'nach 1 ms abgebrochen' });
  });

  it('reports what is no PDF instead of throwing', async () => {
    const result = await renderPdfFirstPage(Buffer.from('kein PDF'));
    expect('error' in result).toBe(true);
  });
});

describe('the renders at once', () => {
  it('runs at most its limit at once and every task in the end', async () => {
    expect(RENDERS_AT_ONCE).toBe(Math.max(1, Math.min(2, availableParallelism())));
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        renders(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running--;
          return index;
        }),
      ),
    );
    expect({ most, results }).toEqual({
      most: RENDERS_AT_ONCE,
      results: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
  });

  it('frees its place when a task fails', async () => {
    const failures = Array.from({ length: RENDERS_AT_ONCE }, () =>
      renders(() => Promise.reject(new Error('kaputt'))),
    );
    for (const failure of failures) await expect(failure).rejects.toThrow('kaputt');
    await expect(renders(() => Promise.resolve('weiter'))).resolves.toBe('weiter');
  });
});
