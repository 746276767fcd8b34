import { escapeHtml } from '@bestellwerk/domain';
import sharp from 'sharp';
import { EntityManager } from 'typeorm';
import { Image } from './entities/image.entity';
import { FileStorage } from './file-storage';
import { storeImageFile } from './image-crud.service';

/**
 * Stores a picture and writes its row, for seeds and scripts (no audit entry, no request).
 * The buffer goes through the same checks as a back-office upload.
 */
export async function createImage(
  manager: EntityManager,
  storage: FileStorage,
  buffer: Buffer,
  alt = '',
): Promise<Image> {
  const file = await storeImageFile(storage, buffer);
  try {
    return await manager.getRepository(Image).save({ alt, ...file });
  } catch (error) {
    await storage.delete(file.storageKey);
    throw error;
  }
}

/** The theme colour #058243 and neighbours of it, so a demo menu is not one flat green. */
export const PLACEHOLDER_COLOURS = [
  '#058243',
  '#04703a',
  '#0a9150',
  '#2f7d32',
  '#00695c',
  '#3d8b40',
];

export interface PlaceholderOptions {
  width?: number;
  height?: number;
  /** Defaults to a colour of PLACEHOLDER_COLOURS chosen by the text, stable across runs. */
  background?: string;
}

/** Splits a name into at most three lines of roughly `perLine` characters. */
export function wrapWords(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.length ? lines[lines.length - 1] : null;
    if (last !== null && (last + ' ' + word).length <= perLine)
      lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, perLine - 1)}…`,
  ];
}

function colourFor(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PLACEHOLDER_COLOURS[hash % PLACEHOLDER_COLOURS.length];
}

/** The SVG of a placeholder: coloured ground, soft circles, the name large in white. */
export function placeholderSvg(text: string, options: PlaceholderOptions = {}): string {
  const width = options.width ?? 1280;
  const height = options.height ?? 960;
  const background = options.background ?? colourFor(text);
  const lines = wrapWords(text || 'Bestellwerk', 14);
  const longest = Math.max(...lines.map((line) => line.length), 4);
  // Bold sans glyphs average about 0.68 em: the longest line fills at most 80 % of the width.
  const fontSize = Math.round(
    Math.min(height / (lines.length * 1.7), (width * 0.8) / (longest * 0.68), height * 0.2),
  );
  const lineHeight = fontSize * 1.15;
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${width / 2}" y="${Math.round(firstBaseline + index * lineHeight)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background}"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${background}"/>
  <rect width="100%" height="100%" fill="url(#ground)" opacity="0.35"/>
  <circle cx="${width * 0.88}" cy="${height * 0.12}" r="${height * 0.38}" fill="#ffffff" opacity="0.08"/>
  <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.3}" fill="#ffffff" opacity="0.06"/>
  <text font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff" text-anchor="middle">${tspans}</text>
</svg>`;
}

/** A PNG placeholder for demo products, categories and branches. */
export function renderPlaceholder(text: string, options: PlaceholderOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(placeholderSvg(text, options)))
    .png()
    .toBuffer();
}
