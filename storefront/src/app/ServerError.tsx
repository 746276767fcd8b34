/** storefront.md §2: an unknown site type, and any page that failed to render. */
export function ServerError() {
  return (
    <main className="message-page">
      <h1>500 Internal Server Error</h1>
      <p>Leider ist ein interner Fehler aufgetreten.</p>
    </main>
  );
}
