import { type KeyboardEvent, type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside an open dialog. */
export function trapTab(dialog: HTMLDialogElement | null, event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab' || !dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (item) => item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active) || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A native <dialog> opened with showModal while the component is mounted: the page behind is inert,
 * Tab cycles inside the dialog, Escape asks to close, and focus returns to `returnFocus` (or to
 * whatever had it before) afterwards. `initialFocus` gets focus on open, the dialog itself otherwise.
 */
export function useModalDialog<T extends HTMLElement = HTMLElement>(
  onClose: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  const dialog = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<T>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    (initialFocus.current ?? element)?.focus();
    return () => {
      if (element?.open) element.close();
      const target = returnFocus?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [returnFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => trapTab(dialog.current, event);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close.current();
  };
  // The browser may still close the dialog on its own (a second Escape); keep the state in step.
  const onDialogClose = () => {
    if (dialog.current && !dialog.current.open) close.current();
  };

  return { dialog, initialFocus, dialogProps: { ref: dialog, onKeyDown, onCancel, onClose: onDialogClose } };
}
