import type { Image, TagPayload } from '@bestellwerk/api-client';

export interface TagFormValues {
  name?: string;
  image?: Image | null;
}

/** Form values → POST/PUT /api/tags (the image as a reference). */
export const tagPayload = (values: TagFormValues): TagPayload => ({
  name: (values.name ?? '').trim(),
  image: values.image ? { id: values.image.id } : null,
});
