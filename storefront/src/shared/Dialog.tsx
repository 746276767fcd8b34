import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal overlay on the native <dialog>: focus stays inside, Escape and the close action
 * end it, the page behind is inert. Every overlay of the storefront is one of these.
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
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // Browsers without modal dialogs (and jsdom) still get it shown, just not modal.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);
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
