import { useEffect, useId, useRef, type MouseEvent } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes if it had no element to hand focus back to (an engine
   * that does not focus a clicked button leaves it on <body>): the form's button, say.
   */
  returnFocusTo: () => HTMLElement | null | undefined;
  title: string;
  body: string;
  close: string;
}

/** The "Message Sent Successfully!" dialog: closes on its button, the backdrop and Escape. */
export function SuccessModal({ open, onClose, returnFocusTo, title, body, close }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Closed by any means (its button, the backdrop, Escape): the browser has already handed focus
  // back to the element that had it when the dialog opened (the form's button or a field). If there
  // was none (focus on <body>), focus is left on <body> or on the closed dialog's button, and the
  // visitor would restart at the top of the page: the form takes it instead.
  const onDialogClose = () => {
    const active = document.activeElement;
    if (!active || active === document.body || dialog.current?.contains(active)) returnFocusTo()?.focus();
    onClose();
  };

  // The dialog box has no padding of its own, so a click on the dialog itself is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // A click on the backdrop closes it; the keyboard closes a modal <dialog> with Escape natively.
    // Described by its text: focus goes straight to its button, so the reply promise is read out too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="lead-modal"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onDialogClose}
      onClick={onClick}
    >
      <div className="lead-modal__box">
        <svg className="lead-modal__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="24" />
          <path d="M14 25l7 7 13-15" />
        </svg>
        <h2 id={titleId}>{title}</h2>
        <p id={bodyId}>{body}</p>
        {/* A modal dialog moves focus into itself; its one action is the right place. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="button" onClick={onClose} autoFocus>
          {close}
        </button>
      </div>
    </dialog>
  );
}
