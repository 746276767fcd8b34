/** storefront.md §2/§4: a new version waits; 'App neustarten' switches to it. */
export function UpdateBanner({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="update-banner" role="status">
      <p>Eine neue Version des Shops ist verfügbar.</p>
      <button type="button" className="button" onClick={onRestart}>
        App neustarten
      </button>
    </div>
  );
}
