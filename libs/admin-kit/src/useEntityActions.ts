import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@bestellwerk/api-client';

/** One failed call: the German message to show and the call again (backoffice-api.md §8). */
export interface EntityError {
  id: number;
  message: string;
  retry: () => void;
}

export interface EntityActions {
  /** A call is running. */
  loading: boolean;
  errors: EntityError[];
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

/** The pieces useEntityState builds its load on; not part of the public surface. */
export interface EntityActionsInternals extends EntityActions {
  mounted: { readonly current: boolean };
  track: <R>(promise: () => Promise<R>) => Promise<R>;
  addError: (message: string, retry: () => void) => void;
}

let nextErrorId = 1;

/**
 * Writes without data of their own (delete buttons in a list, a drawer's extra actions):
 * a loading flag and the list of German errors, each with its retry. useEntityState adds
 * the entity's data and its load on top.
 */
export function useEntityActions(): EntityActions {
  return useEntityActionsInternals();
}

export function useEntityActionsInternals(): EntityActionsInternals {
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<EntityError[]>([]);
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
      // Always: a count left one too high would keep every spinner (and busy button) of the
      // entity turning with nothing under way. React ignores the update of an unmounted
      // component, and a tree that was only hidden a moment (its effects cleaned up and run
      // again) keeps its state and needs it.
      setPending((count) => count - 1);
    }
  }, []);

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

  const dismiss = useCallback((id: number) => {
    setErrors((list) => list.filter((error) => error.id !== id));
  }, []);

  return { loading: pending > 0, errors, run, dismiss, mounted, track, addError };
}
