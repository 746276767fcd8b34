import { useState } from 'react';
import { Dialog } from '../../../shared/Dialog';
import { Markdown } from '../../../shared/Markdown';

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
          <Markdown text={text} />
        </Dialog>
      ) : null}
    </div>
  );
}
