import { useEffect } from 'react';

/** The panels open now, the last opened last: Escape closes only that one. */
const openPanels: object[] = [];

/**
 * Escape closes a panel that is not a dialog (the phone's sidebar, its menu, the account menu)
 * and gives focus back to the control that was focused when it opened, its toggle. With one panel
 * open inside another (the account menu in the phone's menu), Escape closes the inner one first.
 * Dialogs have this from the native <dialog> (components/Modal.tsx).
 */
export function useCloseOnEscape(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const panel = {};
    openPanels.push(panel);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openPanels.at(-1) !== panel) return;
      event.preventDefault();
      close();
      if (opener?.isConnected) opener.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openPanels.splice(openPanels.indexOf(panel), 1);
    };
    // `close` is a new function on every render; the panel's open state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
