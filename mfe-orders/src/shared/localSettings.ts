import { useCallback, useState } from 'react';

/**
 * backoffice-api.md local settings: how much an order card shows on this device (a shared
 * counter screen may hide the customers' names). Stored per device as '1' or '0'.
 */
export type LocalSetting = 'showProductData' | 'showCustomerData';

export function readSetting(name: LocalSetting, storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(name) !== '0';
  } catch {
    return true;
  }
}

export function useLocalSetting(name: LocalSetting): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readSetting(name));
  const set = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(name, next ? '1' : '0');
      } catch {
        // storage disabled: the choice lasts for this page only
      }
      setOn(next);
    },
    [name],
  );
  return [on, set];
}
