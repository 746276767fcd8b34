import type { CategoryPayload, Image, OpeningHourRule } from '@bestellwerk/api-client';

export interface CategoryFormValues {
  name?: string;
  description?: string | null;
  image?: Image | null;
  isEnabled?: boolean;
  schedule?: OpeningHourRule[];
  isVisibleWhenUnavailable?: boolean;
}

export const EMPTY_CATEGORY: CategoryFormValues = {
  isEnabled: true,
  isVisibleWhenUnavailable: false,
  schedule: [],
  image: null,
};

/** Form values → POST/PUT /api/categories (image as ref, an empty schedule as null). */
export function categoryPayload(values: CategoryFormValues): CategoryPayload {
  const schedule = values.schedule ?? [];
  return {
    name: (values.name ?? '').trim(),
    description: values.description?.trim() || null,
    image: values.image ? { id: values.image.id } : null,
    isEnabled: values.isEnabled ?? true,
    schedule: schedule.length > 0 ? schedule : null,
    isVisibleWhenUnavailable: values.isVisibleWhenUnavailable ?? false,
  };
}
