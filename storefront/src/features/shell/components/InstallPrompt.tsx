/**
 * storefront.md §2/§4 app-install prompt with platform-specific instructions: Chromium
 * installs from the button; Safari on iOS gets the way through its share menu.
 */
export function InstallPrompt({
  shopName,
  ios,
  onInstall,
  onDismiss,
}: {
  shopName: string;
  ios: boolean;
  onInstall: () => void;
  onDismiss: () => void;
}) {
  return (
    <section className="install-prompt" aria-label="App installieren">
      <p>
        <strong>{shopName} als App</strong>
        <br />
        {ios
          ? 'Tippen Sie unten auf „Teilen“ und dann auf „Zum Home-Bildschirm“, um die App zu installieren.'
          : 'Installieren Sie unseren Shop auf Ihrem Gerät und bestellen Sie noch schneller.'}
      </p>
      <div className="install-prompt__actions">
        {ios ? null : (
          <button type="button" className="button" onClick={onInstall}>
            Installieren
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {ios ? 'Verstanden' : 'Nicht jetzt'}
        </button>
      </div>
    </section>
  );
}
