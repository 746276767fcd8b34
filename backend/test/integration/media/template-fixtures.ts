import sharp from 'sharp';

/** Layers of every kind for a square template; `imageId` is a library picture. */
export function everyLayer(imageId: number) {
  return [
    {
      id: 'photo',
      type: 'image',
      x: 40,
      y: 40,
      width: 480,
      height: 360,
      source: 'library',
      imageId,
      fit: 'cover',
      radius: 40,
    },
    {
      id: 'logo',
      type: 'image',
      x: 560,
      y: 40,
      width: 480,
      height: 360,
      source: 'library',
      imageId,
      fit: 'contain',
    },
    {
      id: 'box',
      type: 'shape',
      x: 40,
      y: 440,
      width: 300,
      height: 200,
      shape: 'rect',
      fill: '#1565c0',
    },
    {
      id: 'pill',
      type: 'shape',
      x: 380,
      y: 440,
      width: 300,
      height: 200,
      shape: 'rounded',
      fill: '#c62828',
      radius: 60,
      opacity: 0.6,
    },
    {
      id: 'dot',
      type: 'shape',
      x: 740,
      y: 440,
      width: 200,
      height: 200,
      shape: 'circle',
      fill: '#f9a825',
    },
    {
      id: 'name',
      type: 'text',
      x: 40,
      y: 680,
      width: 1000,
      height: 200,
      text: '{name}',
      fontFamily: 'playfair-display',
      fontVariant: '700',
      fontSize: 90,
      color: '#ffffff',
      align: 'center',
      lineClamp: 2,
      autoShrink: true,
    },
    {
      id: 'price',
      type: 'text',
      x: 40,
      y: 900,
      width: 480,
      height: 120,
      text: '{price} / {unit}',
      fontFamily: 'inter',
      fontVariant: 'regular',
      fontSize: 60,
      color: '#ffffff',
      align: 'left',
    },
    {
      id: 'allergens',
      type: 'text',
      x: 560,
      y: 900,
      width: 480,
      height: 120,
      text: 'Allergene: {allergens}',
      fontFamily: 'lato',
      fontVariant: 'italic',
      fontSize: 48,
      color: '#ffffff',
      align: 'right',
      lineClamp: 1,
    },
  ];
}

/** A picture with a visible structure (quadrants), so cover and contain differ. */
export function quadrants(width = 800, height = 400): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height / 2}" fill="#e53935"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height / 2}" fill="#43a047"/>
    <rect y="${height / 2}" width="${width / 2}" height="${height / 2}" fill="#1e88e5"/>
    <rect x="${width / 2}" y="${height / 2}" width="${width / 2}" height="${height / 2}" fill="#fdd835"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The share of pixels of two same-sized pictures that differ by more than `threshold` in a
 * channel (0–255): font rasterisation may move an edge pixel between versions, not more.
 */
export async function pixelDifference(a: Buffer, b: Buffer, threshold = 48): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) return 1;
  let differing = 0;
  for (let offset = 0; offset < left.data.length; offset += 4) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(left.data[offset + channel] - right.data[offset + channel]) > threshold) {
        differing++;
        break;
      }
    }
  }
  return differing / (left.info.width * left.info.height);
}

export const LONG_NAME =
  'Hausgemachte Kürbiscremesuppe mit gerösteten Kürbiskernen, steirischem Kernöl und Schwarzbrot';
