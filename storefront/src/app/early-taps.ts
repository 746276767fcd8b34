import type { EarlyTapKeeper } from '@bestellwerk/domain';

declare global {
  interface Window {
    /** Set by the keeper inline in a server-rendered page (libs/domain early-taps). */
    __bwTaps?: EarlyTapKeeper;
  }
}

/** From now on the app answers taps itself (React replays those during hydration). */
export function stopKeepingTaps(): void {
  if (window.__bwTaps) window.__bwTaps.started = true;
}

/**
 * Clicks again what was tapped before the app started, in order, once the page is the
 * app's. Each element is found first (a replayed tap may change the page), and only if it
 * is still the same kind of element with the same text.
 */
export function replayEarlyTaps(
  root: HTMLElement | null = document.getElementById('root'),
): number {
  const keeper = window.__bwTaps;
  if (!keeper || !root) return 0;
  keeper.started = true;
  const targets = keeper.taps.splice(0).map((tap) => {
    let element: Element | undefined = root;
    for (const index of tap.path) element = element?.children[index];
    const same =
      element instanceof HTMLElement &&
      element.tagName === tap.tag &&
      (element.textContent ?? '').trim().slice(0, 80) === tap.text;
    return same ? (element as HTMLElement) : null;
  });
  for (const element of root.querySelectorAll('[data-tapped]')) {
    element.removeAttribute('data-tapped');
  }
  let replayed = 0;
  for (const element of targets) {
    if (!element || !element.isConnected) continue;
    element.click();
    replayed += 1;
  }
  return replayed;
}
