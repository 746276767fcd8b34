import { CMS_PREVIEW_READY, readCmsPreviewMessage, type CmsPreviewSite } from '@bestellwerk/domain';
import { useEffect, useState } from 'react';

/**
 * The site the editor around this page sends (issue 16, live preview): accepted only from
 * this origin and from the window that embeds the page, only as the typed site message.
 * On start it says 'ready', so the editor sends its current state at once.
 */
export function useCmsPreviewSite(win: Window = window): CmsPreviewSite | null {
  const [site, setSite] = useState<CmsPreviewSite | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== win.parent) return;
      const message = readCmsPreviewMessage(event.data);
      if (message?.type === 'bestellwerk:cms-preview:site') setSite(message.site);
    };
    win.addEventListener('message', receive);
    win.parent.postMessage(CMS_PREVIEW_READY, win.location.origin);
    return () => win.removeEventListener('message', receive);
  }, [win]);
  return site;
}

/**
 * Nothing leaves the preview: a form is not sent, a link opens in a new tab instead of
 * replacing the preview. Listening on the window in the capture phase, before React's root.
 */
export function keepPreviewInPlace(win: Window = window): () => void {
  const submit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const click = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    win.open((link as HTMLAnchorElement).href, '_blank', 'noopener');
  };
  win.addEventListener('submit', submit, true);
  win.addEventListener('click', click, true);
  return () => {
    win.removeEventListener('submit', submit, true);
    win.removeEventListener('click', click, true);
  };
}
