import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@bestellwerk/api-client';
import { useEntityActionsInternals, type EntityActions } from './useEntityActions';

export type { EntityError } from './useEntityActions';

export interface EntityState<T> extends EntityActions {
  data: T | undefined;
  /** Loads again (keeps the data shown meanwhile). */
  reload: () => void;
  /** Replaces the data locally, e.g. with the order an action returned or a live event. */
  setData: (update: T | ((current: T | undefined) => T)) => void;
}

export interface EntityStateOptions<T> {
  load: () => Promise<T>;
  /** e.g. 'Bestellungen konnten nicht geladen werden.' — used when the server names no reason. */
  loadError: string;
  /** Changing keys load again (filters, the id of the entity). */
  keys?: readonly unknown[];
  /** false: wait with the first load (e.g. until a drawer opens). */
  enabled?: boolean;
}

/**
 * Client-side state of one entity (backoffice-api.md §1): data, a loading flag and a list
 * of errors, each with a German message and a retry action. Answers of superseded loads are
 * dropped, so a slow old request never overwrites newer filters. Writes go through `run`
 * (useEntityActions alone where there is nothing to load).
 */
export function useEntityState<T>({
  load,
  loadError,
  keys = [],
  enabled = true,
}: EntityStateOptions<T>): EntityState<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const { mounted: _mounted, track, addError, ...actions } = useEntityActionsInternals();
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    void track(() => loadRef.current()).then(
      (result) => {
        // Not tied to being mounted (as the loading count): an unmounted component ignores it.
        if (mine === generation.current) setDataState(result);
      },
      (error: unknown) => {
        if (mine === generation.current) addError(errorMessage(error, loadError), reload);
      },
    );
  }, [track, addError, loadError]);

  useEffect(() => {
    if (enabled) reload();
    // The keys stand for everything the load depends on.
  }, [enabled, reload, ...keys]);

  const setData = useCallback((update: T | ((current: T | undefined) => T)) => {
    setDataState((current) =>
      typeof update === 'function' ? (update as (current: T | undefined) => T)(current) : update,
    );
  }, []);

  return { ...actions, data, reload, setData };
}
