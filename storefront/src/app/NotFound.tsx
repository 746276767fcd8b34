/** storefront.md §2: shown for any path no page answers. */
export function NotFound() {
  return (
    <main className="message-page">
      <h1>404 Not Found</h1>
      <p>Leider wurde die angeforderte Seite nicht gefunden.</p>
    </main>
  );
}
