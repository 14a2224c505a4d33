import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** the confirmed action is running: the confirm button is off so it cannot be sent twice */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action: Cancel (and Escape) or the action. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={() => onCancel()}>
            {cancelLabel}
          </Button>
          <Button disabled={busy} onClick={() => onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
