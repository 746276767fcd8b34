import { ImageGallery } from '@bestellwerk/admin-kit';
import { mediaApi, type Image } from '@bestellwerk/api-client';
import { useEffect, useState } from 'react';

/** A picture of the library by its id (created on use: importing the field calls nothing). */
const loadImage = (id: number) => mediaApi.image(id);

/**
 * An `images` field: pictures as a gallery (upload, remove, drag to sort), stored as the
 * pictures themselves like an `image` field. Entries kept as bare ids are loaded to be shown.
 */
export function ImagesField({
  value,
  onChange,
  maxItems,
}: {
  value?: unknown[] | null;
  onChange?: (images: Image[]) => void;
  maxItems?: number;
}) {
  const entries = value ?? [];
  const [loaded, setLoaded] = useState<Record<number, Image>>({});
  const missing = entries.filter(
    (entry): entry is number => typeof entry === 'number' && !loaded[entry],
  );
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all(key.split(',').map((id) => loadImage(Number(id)).catch(() => null))).then(
      (found) => {
        if (!live) return;
        setLoaded((current) => {
          const next = { ...current };
          for (const image of found) if (image) next[image.id] = image;
          return next;
        });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  const shown = entries
    .map((entry) => (typeof entry === 'number' ? loaded[entry] : (entry as Image)))
    .filter((image): image is Image => !!image && typeof image === 'object');
  return <ImageGallery value={shown} onChange={onChange} maxItems={maxItems} />;
}
