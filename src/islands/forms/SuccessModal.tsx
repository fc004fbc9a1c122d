import { useEffect, useId, useRef, type MouseEvent } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  body: string;
  close: string;
}

/** The "Message Sent Successfully!" dialog: closes on its button, the backdrop and Escape. */
export function SuccessModal({ open, onClose, title, body, close }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // The dialog box has no padding of its own, so a click on the dialog itself is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // A click on the backdrop closes it; the keyboard closes a modal <dialog> with Escape natively.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialog} className="lead-modal" aria-labelledby={titleId} onClose={onClose} onClick={onClick}>
      <div className="lead-modal__box">
        <svg className="lead-modal__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="24" />
          <path d="M14 25l7 7 13-15" />
        </svg>
        <h2 id={titleId}>{title}</h2>
        <p>{body}</p>
        {/* A modal dialog moves focus into itself; its one action is the right place. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="button" onClick={onClose} autoFocus>
          {close}
        </button>
      </div>
    </dialog>
  );
}
