import { useOptions, useEntityState } from '@bestellwerk/admin-kit';
import {
  api,
  mediaApi,
  imageTemplatesApi,
  type Category,
  type Font,
  type Product,
  type Schemas,
} from '@bestellwerk/api-client';

type LibraryImage = Schemas['ImageResponse'];

/** backoffice-api.md §8 wording for what the editor offers. */
export const TEMPLATE_ERRORS = {
  load: 'Bildvorlagen konnten nicht geladen werden.',
  fonts: 'Schriftarten konnten nicht geladen werden.',
  images: 'Bilder konnten nicht geladen werden.',
  products: 'Produkte konnten nicht geladen werden.',
  categories: 'Kategorien konnten nicht geladen werden.',
};

const WEIGHTS: Record<number, string> = {
  100: 'Hauchdünn',
  200: 'Extraleicht',
  300: 'Leicht',
  400: 'Normal',
  500: 'Medium',
  600: 'Halbfett',
  700: 'Fett',
  800: 'Extrafett',
  900: 'Schwarz',
};

/** A cut as people name it: 'Fett (700)', 'Normal kursiv (400)'. */
export function variantLabel(variant: { weight: number; style: string }): string {
  const name = WEIGHTS[variant.weight] ?? String(variant.weight);
  return `${name}${variant.style === 'italic' ? ' kursiv' : ''} (${variant.weight})`;
}

/** The cut a family starts with when it is picked: its regular one, else its first. */
export function defaultVariant(font: Font | undefined): string | undefined {
  if (!font) return undefined;
  return font.variants.find((variant) => variant.variant === 'regular')
    ? 'regular'
    : font.variants[0]?.variant;
}

/** The fonts, library pictures and products the editor's selects offer, loaded once. */
export function useTemplateChoices() {
  const fonts = useEntityState<Font[]>({
    load: imageTemplatesApi.fonts,
    loadError: TEMPLATE_ERRORS.fonts,
  });
  const images = useOptions<LibraryImage & { name: string }>({
    load: async () => {
      const page = await mediaApi.images({ perPage: 200, sort: '-id' });
      return {
        items: page.items.map((image) => ({ ...image, name: image.alt || `Bild #${image.id}` })),
      };
    },
    loadError: TEMPLATE_ERRORS.images,
  });
  const products = useOptions<Product>({
    load: () => api.products.list({ perPage: 500, sort: 'name' }),
    loadError: TEMPLATE_ERRORS.products,
  });
  const categories = useOptions<Category>({
    load: () => api.categories.list({ perPage: 500, sort: 'name' }),
    loadError: TEMPLATE_ERRORS.categories,
  });
  return { fonts, images, products, categories };
}

export type TemplateChoices = ReturnType<typeof useTemplateChoices>;
