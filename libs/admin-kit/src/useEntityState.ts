import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@bestellwerk/api-client';

/** One failed call: the German message to show and the call again (backoffice-api.md §8). */
export interface EntityError {
  id: number;
  message: string;
  retry: () => void;
}

export interface EntityState<T> {
  data: T | undefined;
  loading: boolean;
  errors: EntityError[];
  /** Loads again (keeps the data shown meanwhile). */
  reload: () => void;
  /** Replaces the data locally, e.g. with the order an action returned or a live event. */
  setData: (update: T | ((current: T | undefined) => T)) => void;
  /**
   * Runs a write: the loading flag is set meanwhile; a failure adds an error entry with
   * the server's first message or `failureMessage`, and a retry that runs it again.
   * `onSuccess` gets the result — also when a retry succeeds. Resolves with the result, or
   * undefined when it failed (errors are reported, not rethrown).
   */
  run: <R>(
    action: () => Promise<R>,
    failureMessage: string,
    onSuccess?: (result: R) => void,
  ) => Promise<R | undefined>;
  dismiss: (id: number) => void;
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

let nextErrorId = 1;

/**
 * Client-side state of one entity (backoffice-api.md §1): data, a loading flag and a list
 * of errors, each with a German message and a retry action. Answers of superseded loads are
 * dropped, so a slow old request never overwrites newer filters.
 */
export function useEntityState<T>({
  load,
  loadError,
  keys = [],
  enabled = true,
}: EntityStateOptions<T>): EntityState<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<EntityError[]>([]);
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const addError = useCallback((message: string, retry: () => void) => {
    const id = nextErrorId++;
    const entry: EntityError = {
      id,
      message,
      retry: () => {
        setErrors((list) => list.filter((error) => error.id !== id));
        retry();
      },
    };
    setErrors((list) => [...list, entry]);
  }, []);

  const track = useCallback(async <R>(promise: () => Promise<R>): Promise<R> => {
    setPending((count) => count + 1);
    try {
      return await promise();
    } finally {
      if (mounted.current) setPending((count) => count - 1);
    }
  }, []);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    void track(() => loadRef.current()).then(
      (result) => {
        if (mounted.current && mine === generation.current) setDataState(result);
      },
      (error: unknown) => {
        if (mounted.current && mine === generation.current) {
          addError(errorMessage(error, loadError), reload);
        }
      },
    );
  }, [track, addError, loadError]);

  useEffect(() => {
    if (enabled) reload();
    // The keys stand for everything the load depends on.
  }, [enabled, reload, ...keys]);

  const run = useCallback(
    async <R>(
      action: () => Promise<R>,
      failureMessage: string,
      onSuccess?: (result: R) => void,
    ): Promise<R | undefined> => {
      let result: R;
      try {
        result = await track(action);
      } catch (error) {
        if (mounted.current) {
          addError(
            errorMessage(error, failureMessage),
            () => void run(action, failureMessage, onSuccess),
          );
        }
        return undefined;
      }
      if (mounted.current) onSuccess?.(result);
      return result;
    },
    [track, addError],
  );

  const setData = useCallback((update: T | ((current: T | undefined) => T)) => {
    setDataState((current) =>
      typeof update === 'function' ? (update as (current: T | undefined) => T)(current) : update,
    );
  }, []);

  const dismiss = useCallback((id: number) => {
    setErrors((list) => list.filter((error) => error.id !== id));
  }, []);

  return { data, loading: pending > 0, errors, reload, setData, run, dismiss };
}
