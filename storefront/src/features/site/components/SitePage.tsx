import { Markdown } from '../../../shared/Markdown';

/**
 * A static content page (storefront.md §2 /site/…): the configured markdown, or, without
 * a text, a link to the external page.
 */
export function SitePage({
  title,
  text,
  url,
}: {
  title: string;
  text: string | null | undefined;
  url: string | null | undefined;
}) {
  return (
    <main className="site-page">
      {text ? (
        <Markdown text={text} />
      ) : (
        <>
          <h1>{title}</h1>
          {url ? (
            <p>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {title} öffnen
              </a>
            </p>
          ) : (
            <p>Dieser Inhalt ist noch nicht verfügbar.</p>
          )}
        </>
      )}
    </main>
  );
}
