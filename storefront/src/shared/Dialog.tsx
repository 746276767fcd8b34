import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A modal overlay on the native <dialog>: focus stays inside, Escape and the close action
 * end it, the page behind is inert, and the focus returns to the opener afterwards. Every overlay of the storefront is one of these.
 */
export function Dialog({
  title,
  onClose,
  actions,
  className = '',
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  /** Shown beside the title, e.g. a close button. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What had the focus when the dialog opened (read in the first render, before showModal
  // moves the focus inside): it gets it back when the dialog goes.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      // Browsers without modal dialogs (and jsdom) still get it shown, just not modal.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    // React removes the dialog without closing it, so the browser does not return the
    // focus itself; an opener that left the page meanwhile is not focused.
    return () => {
      if (opener && opener !== document.body && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [opener]);
  return (
    <dialog
      ref={dialog}
      className={`overlay ${className}`.trim()}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape: let React remove the dialog instead of the browser closing it under it.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="overlay__head">
        <h2 id={titleId}>{title}</h2>
        {actions}
      </div>
      {children}
    </dialog>
  );
}
