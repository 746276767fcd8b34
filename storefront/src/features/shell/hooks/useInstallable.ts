import { useSyncExternalStore } from 'react';
import { currentInstallEvent, isStandalone, subscribeInstallable } from '../state/pwa';

/** Whether the browser offers to install the app right now (and it is not running as one). */
export function useInstallable(): boolean {
  const event = useSyncExternalStore(subscribeInstallable, currentInstallEvent, () => null);
  return !!event && !isStandalone();
}
