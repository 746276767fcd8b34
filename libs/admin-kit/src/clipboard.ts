/**
 * The back office's local clipboard (backoffice-api.md §2): one item per context (e.g.
 * 'openingHours'), all contexts together in session storage under one key. Copying in a
 * context replaces that context's item; pasting returns a copy, the item stays.
 */
export const CLIPBOARD_KEY = 'bestellwerk.clipboard';
/** Fired on window when a context changes, so every screen showing 'Einfügen' follows. */
export const CLIPBOARD_EVENT = 'bestellwerk-clipboard';

const changed = (context: string) => {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(CLIPBOARD_EVENT, { detail: context }));
  }
};

type Store = Record<string, unknown>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
}

function read(): Store {
  const raw = storage()?.getItem(CLIPBOARD_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

function write(store: Store): void {
  try {
    storage()?.setItem(CLIPBOARD_KEY, JSON.stringify(store));
  } catch {
    // quota or disabled storage: the clipboard just stays as it was
  }
}

/** A typed handle on one context: `const hours = clipboard<OpeningHourRule[]>('openingHours')`. */
export interface ClipboardSlot<T> {
  copy: (item: T) => void;
  /** The item copied in this context (a fresh copy each time), or undefined. */
  paste: () => T | undefined;
  has: () => boolean;
  clear: () => void;
}

export function clipboard<T>(context: string): ClipboardSlot<T> {
  return {
    copy: (item) => {
      write({ ...read(), [context]: item });
      changed(context);
    },
    paste: () => {
      const store = read(); // parsed afresh: the caller gets its own copy
      return context in store ? (store[context] as T) : undefined;
    },
    has: () => context in read(),
    clear: () => {
      const { [context]: _removed, ...rest } = read();
      write(rest);
      changed(context);
    },
  };
}
