import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { listsText } from '../i18n/lists.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: focus stays
 * in the dialog (showModal() makes the page behind inert, but the browser would otherwise let
 * focus leave the page for its own toolbar).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
  if (controls.length === 0) return;
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider modal for forms and profiles. */
  wide?: boolean;
}

/** A modal on the native <dialog>: focus is trapped, Escape closes, the page behind is inert, focus returns to the opener. */
export function Modal({ open, title, onClose, children, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      // Closed, or leaving the page while open (a dialog rendered only while open, as the lists'
      // lazy dialogs are): close() first, so that the browser hands focus back to the opener. A
      // dialog removed while open would leave focus on the page's body instead.
      if (dialog.open) dialog.close();
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || dialog.contains(active)))
        opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'modal wide' : 'modal'}
      aria-label={title}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="modal-header">
            <h2>{title}</h2>
            <button
              type="button"
              className="icon-btn"
              aria-label={listsText.close}
              data-testid="modal-close"
              onClick={onClose}
            >
              ✕
            </button>
          </header>
          <div className="modal-body">{children}</div>
        </>
      )}
    </dialog>
  );
}
