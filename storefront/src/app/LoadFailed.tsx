/** backoffice-api.md §8's initial-load message, with a retry. */
export const LOAD_FAILED_TEXT = 'Daten konnten nicht geladen werden.';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="message-page" role="alert">
      <p>{LOAD_FAILED_TEXT}</p>
      <button type="button" className="button" onClick={onRetry}>
        Erneut versuchen
      </button>
    </main>
  );
}
