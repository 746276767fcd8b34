/**
 * Renders page 1 of the PDF on stdin as a PNG on stdout (mupdf, WebAssembly).
 * Run as `node render-first-page.mjs <width>` by pdf-preview.ts: mupdf ships as ES modules
 * only, the backend runs as CommonJS, and a child process can be killed when a file takes
 * too long. Exit code 0 with the PNG, 1 with a reason on stderr.
 */
import { Buffer } from 'node:buffer';
import process from 'node:process';
import * as mupdf from 'mupdf';

const width = Math.min(Math.max(Number(process.argv[2]) || 640, 16), 2048);
/** A very tall page (a receipt roll, a banner) is cut to four times its width. */
const maxHeight = width * 4;

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const input = Buffer.concat(chunks);

try {
  const document = mupdf.Document.openDocument(input, 'application/pdf');
  if (document.needsPassword()) throw new Error('encrypted');
  if (document.countPages() < 1) throw new Error('no pages');
  const page = document.loadPage(0);
  const [x0, y0, x1, y1] = page.getBounds();
  const pageWidth = x1 - x0;
  const pageHeight = y1 - y0;
  if (!(pageWidth > 0 && pageHeight > 0)) throw new Error('empty page');
  // Twice the wanted width, so that the resize to `width` keeps text crisp.
  const scale = Math.min((2 * width) / pageWidth, (2 * maxHeight) / pageHeight);
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceRGB,
    false,
    true,
  );
  const png = pixmap.asPNG();
  process.stdout.write(Buffer.from(png), () => process.exit(0));
} catch (error) {
  process.stderr.write(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exit(1);
}
