import { useCallback, useEffect, useState } from 'react';
import { CLIPBOARD_EVENT, clipboard } from './clipboard';

/** The clipboard item of one context, kept current when another screen copies. */
export function useClipboard<T>(context: string) {
  const [item, setItem] = useState<T | null>(() => clipboard<T>(context).paste() ?? null);
  useEffect(() => {
    const update = () => setItem(clipboard<T>(context).paste() ?? null);
    window.addEventListener(CLIPBOARD_EVENT, update);
    return () => window.removeEventListener(CLIPBOARD_EVENT, update);
  }, [context]);
  const copy = useCallback((value: T) => clipboard<T>(context).copy(value), [context]);
  return { item, copy };
}
