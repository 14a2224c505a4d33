import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Link } from '../routes/index.ts';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  /** A link the toast offers (a notification's click target, spec 3 §4); following it closes the toast. */
  action?: { label: string; href: string };
}

/**
 * The app's one queue of toasts (react-aria's ToastQueue): at most 3 visible, the rest wait. A notification that
 * needs no answer (spec 3's notifications, "Saved") goes here; an error the user must act on stays next to its
 * form or in the error dialog.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/**
 * Where toasts appear: a landmark region (F6 reaches it), each toast announced, with a dismiss button. Mount once
 * per layout that can receive notifications.
 */
export function ToastRegion({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  return (
    <AriaToastRegion queue={toastQueue} className="toast-region" aria-label={label}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.tone ?? 'info'}`}>
          <ToastContent className="toast-content">
            <Text slot="title" className="toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="toast-description">
                {toast.content.description}
              </Text>
            ) : null}
            {toast.content.action ? (
              <Link to={toast.content.action.href} className="toast-action" onClick={() => toastQueue.close(toast.key)}>
                {toast.content.action.label}
              </Link>
            ) : null}
          </ToastContent>
          <AriaButton slot="close" className="toast-close" aria-label={dismissLabel}>
            <span aria-hidden="true">×</span>
          </AriaButton>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
