/** storefront.md §2 Status page: the app-install hint (PWA plugin on, app installable). */
export function InstallHint({ shopName, onInstall }: { shopName: string; onInstall: () => void }) {
  return (
    <section className="banner status-page__install" aria-label="App installieren">
      <p>
        Installieren Sie {shopName} als App: So sehen Sie den Status Ihrer Bestellung jederzeit mit
        einem Tipp.
      </p>
      <button type="button" className="button" onClick={onInstall}>
        App installieren
      </button>
    </section>
  );
}
