import {
  errorMessage,
  imageTemplatesApi,
  type TemplatePreviewPayload,
} from '@bestellwerk/api-client';
import { useEffect, useRef, useState } from 'react';

/** How long the form must rest before the server draws it again. */
export const PREVIEW_DELAY_MS = 400;

export interface LivePreview {
  /** An object URL of the last picture the server drew (kept while the next one loads). */
  src: string | null;
  loading: boolean;
  /** The server's German reason when the current form cannot be drawn (a layer's error). */
  error: string | null;
}

/**
 * The server's render of the form as it is now, saved or not: asked for once the form has
 * rested for PREVIEW_DELAY_MS, with the call before it cancelled, so typing never piles up
 * renders. `payload` null: nothing to draw yet.
 */
export function useLivePreview(
  payload: TemplatePreviewPayload | null,
  size = 'small',
): LivePreview {
  const key = payload === null ? null : JSON.stringify(payload);
  const [state, setState] = useState<LivePreview>({
    src: null,
    loading: key !== null,
    error: null,
  });
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      imageTemplatesApi
        .previewTemplate(JSON.parse(key) as TemplatePreviewPayload, {
          size,
          signal: controller.signal,
        })
        .then((blob) => {
          if (controller.signal.aborted) return;
          const src = URL.createObjectURL(blob);
          if (shown.current) URL.revokeObjectURL(shown.current);
          shown.current = src;
          setState({ src, loading: false, error: null });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState((previous) => ({
            ...previous,
            loading: false,
            error: errorMessage(error, 'Die Vorschau konnte nicht geladen werden.'),
          }));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, size]);

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );
  return state;
}
