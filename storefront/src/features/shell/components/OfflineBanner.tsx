import { useEffect, useState } from 'react';

export const OFFLINE_TEXT = 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.';

/** storefront.md §8: shown while the browser is offline, with a retry (reloads the page). */
export function OfflineBanner({ onRetry = () => location.reload() }: { onRetry?: () => void }) {
  // Online to start with (as the server rendered it); the effect reads the browser's state.
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="alert">
      <p>{OFFLINE_TEXT}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}
