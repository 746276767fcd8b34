/** The German heading of the page shown for any path no page answers (storefront.md §2). */
export const NOT_FOUND_HEADING = 'Seite nicht gefunden';

/**
 * storefront.md §2: shown for any path no page answers, in German (the spec's „404 Not
 * Found“ is the status code, which the server still sends), with the way back.
 */
export function NotFound() {
  return (
    <main className="message-page">
      <p className="message-page__code">Fehler 404</p>
      <h1>{NOT_FOUND_HEADING}</h1>
      <p>Leider wurde die angeforderte Seite nicht gefunden.</p>
      <p>
        <a className="button" href="/">
          Zur Startseite
        </a>
      </p>
    </main>
  );
}
