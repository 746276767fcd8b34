import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../shared/Dialog';

/**
 * The document's text is rendered only once the customer opens it: the renderer (and
 * `marked`, 15 KB gzipped) is fetched then, not with the checkout's first screen.
 */
const Markdown = lazy(() =>
  import('../../../shared/Markdown').then((module) => ({ default: module.Markdown })),
);

/**
 * storefront.md §2 Checkout 10: a terms or privacy checkbox whose document opens in an
 * overlay (the configured markdown) or, without a text, as the configured link.
 */
export function ConsentCheckbox({
  name,
  checked,
  onChange,
  before,
  document,
  after,
  text,
  url,
  invalid,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  before: string;
  document: string;
  after: string;
  text: string | null | undefined;
  url: string | null | undefined;
  invalid: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`consent${invalid ? ' is-invalid' : ''}`} data-field={name}>
      <input
        id={`consent-${name}`}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={`consent-${name}`}>
        {before}{' '}
        {text ? (
          <button type="button" className="link-button" onClick={() => setOpen(true)}>
            {document}
          </button>
        ) : url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {document}
          </a>
        ) : (
          document
        )}{' '}
        {after}
      </label>
      {open && text ? (
        <Dialog
          title={document}
          onClose={() => setOpen(false)}
          actions={
            <button type="button" className="link-button" onClick={() => setOpen(false)}>
              Schließen
            </button>
          }
        >
          <Suspense fallback={<div className="markdown" aria-busy="true" />}>
            <Markdown text={text} />
          </Suspense>
        </Dialog>
      ) : null}
    </div>
  );
}
