import { useMemo, useRef } from 'react';
import { useEntityState, type EntityState, type EntityStateOptions } from './useEntityState';

/** An entity a select offers by its name (branches, divisions, categories …). */
export interface NamedEntity {
  id: number;
  name: string;
}

export interface OptionsState<T> extends EntityState<{ items: T[] }> {
  /** The loaded entities as select options: value = id, label = name. */
  options: { value: number; label: string }[];
}

/**
 * The choices for a select or a list filter, loaded once from a list call (e.g. every branch
 * for the „Filiale“ filter); errors and retry as with useEntityState.
 */
export function useOptions<T extends NamedEntity>({
  label = (item) => item.name,
  ...options
}: Omit<EntityStateOptions<{ items: T[] }>, 'keys'> & {
  /** An option's text; the entity's name unless told. */
  label?: (item: T) => string;
}): OptionsState<T> {
  const state = useEntityState({ keys: [], ...options });
  const items = state.data?.items;
  const labelRef = useRef(label);
  labelRef.current = label;
  const choices = useMemo(
    () => (items ?? []).map((item) => ({ value: item.id, label: labelRef.current(item) })),
    [items],
  );
  return { ...state, options: choices };
}
