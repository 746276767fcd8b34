/**
 * Renders page 1 of the PDF on stdin as a PNG on stdout (pdf.js with @napi-rs/canvas).
 * Run as `node render-first-page.mjs <width>` by pdf-preview.ts: pdf.js ships as ES modules
 * only, the backend runs as CommonJS, and a child process can be killed when a file takes
 * too long. Exit code 0 with the PNG, 1 with a reason on stderr.
 */
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const width = Math.min(Math.max(Number(process.argv[2]) || 640, 16), 2048);
/** A very tall page (a receipt roll, a banner) is cut to four times its width. */
const maxHeight = width * 4;
/** The 14 standard fonts, for PDFs that name them without embedding them. */
const fonts = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const input = Buffer.concat(chunks);

try {
  const document = await getDocument({
    data: new Uint8Array(input.buffer, input.byteOffset, input.byteLength),
    standardFontDataUrl: fonts,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  if (document.numPages < 1) throw new Error('no pages');
  const page = await document.getPage(1);
  const bounds = page.getViewport({ scale: 1 });
  if (!(bounds.width > 0 && bounds.height > 0)) throw new Error('empty page');
  // Twice the wanted width, so that the resize to `width` keeps text crisp.
  const scale = Math.min((2 * width) / bounds.width, (2 * maxHeight) / bounds.height);
  const viewport = page.getViewport({ scale });
  const { canvas, context } = document.canvasFactory.create(
    Math.ceil(viewport.width),
    Math.ceil(viewport.height),
  );
  // Paper is white: a page without a background is drawn on it, not on transparency.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, canvas, viewport }).promise;
  const png = canvas.toBuffer('image/png');
  process.stdout.write(Buffer.from(png), () => process.exit(0));
} catch (error) {
  process.stderr.write(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exit(1);
}
