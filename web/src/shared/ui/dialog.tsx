import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}

/** A modal on the native <dialog>: focus is kept inside and Escape closes it. */
export function Dialog({ title, children, actions, onClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children ? <div className="dialog-body">{children}</div> : null}
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}
