import dayjs, { type Dayjs } from 'dayjs';
import type { Menu, MenuPayload } from '@bestellwerk/api-client';

/** A menu in the form: availableFrom as dayjs, branches and products as ids, in order. */
export interface MenuFormValues {
  name?: string;
  availableFrom?: Dayjs | null;
  isEnabled?: boolean;
  branches?: number[];
  catalog?: { id?: number; products?: number[] }[];
}

export const EMPTY_MENU: MenuFormValues = {
  isEnabled: true,
  availableFrom: null,
  branches: [],
  catalog: [],
};

export function menuToValues(menu: Menu): MenuFormValues {
  return {
    name: menu.name,
    availableFrom: menu.availableFrom ? dayjs(menu.availableFrom) : null,
    isEnabled: menu.isEnabled,
    branches: menu.branches.map((branch) => branch.id),
    catalog: menu.catalog.map((entry) => ({
      id: entry.id,
      products: entry.products.map((product) => product.id),
    })),
  };
}

/** The whole catalog is sent: the server replaces the previous one (categories in order). */
export function menuPayload(values: MenuFormValues): MenuPayload {
  return {
    name: (values.name ?? '').trim(),
    availableFrom: values.availableFrom ? values.availableFrom.toISOString() : null,
    isEnabled: values.isEnabled ?? true,
    branches: (values.branches ?? []).map((id) => ({ id })),
    catalog: (values.catalog ?? [])
      .filter((entry): entry is { id: number; products?: number[] } => entry?.id !== undefined)
      .map((entry) => ({
        id: entry.id,
        products: (entry.products ?? []).map((id) => ({ id })),
      })),
  };
}
