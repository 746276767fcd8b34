import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';

/** Built next to this file (backend/scripts/build.ts copies it into dist). */
export const RENDER_SCRIPT = join(__dirname, 'render-first-page.mjs');

export interface PdfRenderOptions {
  /** Pixels; the PNG comes at about twice this, for a crisp resize. */
  width: number;
  /** The child is killed after this; the file then has no preview. */
  timeoutMs: number;
}

export const PDF_RENDER_DEFAULTS: PdfRenderOptions = { width: 640, timeoutMs: 15_000 };

/** A PNG of page 1 is at most 1280 × 5120 pixels; anything far beyond is not ours. */
const MAX_OUTPUT = 64 * 1024 * 1024;

/**
 * Renders at once: at most two (one on a single core), the rest wait in order. Thirty
 * customers sending PDFs at once on two cores would otherwise start thirty renderers that
 * all run into the time limit.
 */
export const RENDERS_AT_ONCE = Math.max(1, Math.min(2, availableParallelism()));
export const renders = pLimit(RENDERS_AT_ONCE);

/**
 * Page 1 of a PDF as PNG, rendered by pdf.js on @napi-rs/canvas in a child process (ES module):
 * null when the file is no readable PDF, is encrypted, or takes longer than the limit.
 * The time limit counts from the child's start, not from the wait for a free slot.
 */
export function renderPdfFirstPage(
  pdf: Buffer,
  options: PdfRenderOptions = PDF_RENDER_DEFAULTS,
): Promise<{ png: Buffer } | { error: string }> {
  return renders(() => runChild(pdf, options));
}

function runChild(
  pdf: Buffer,
  { width, timeoutMs }: PdfRenderOptions,
): Promise<{ png: Buffer } | { error: string }> {
  if (!existsSync(RENDER_SCRIPT)) {
    return Promise.resolve({ error: `${RENDER_SCRIPT} fehlt` });
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [RENDER_SCRIPT, String(width)], {
      stdio: ['pipe', 'pipe', 'pipe'],
      // The child needs nothing of the server's environment (secrets, database URLs).
      env: { PATH: process.env.PATH ?? '' },
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let errText = '';
    let failure: string | null = null;
    const stop = (reason: string) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(`nach ${timeoutMs} ms abgebrochen`), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT) stop('Ausgabe zu groß');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errText.length < 1000) errText += chunk.toString('utf8');
    });
    child.on('error', (error) => stop(error.message));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) resolve({ error: failure });
      else if (code !== 0) resolve({ error: errText.trim() || `Exit-Code ${code}` });
      else resolve({ png: Buffer.concat(out) });
    });
    // A child that died early closes stdin; the write error is reported by 'close'.
    child.stdin.on('error', () => undefined);
    child.stdin.end(pdf);
  });
}
