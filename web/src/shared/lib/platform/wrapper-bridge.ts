import {
  type WrapperMessageData,
  type WrapperMessageType,
  WRAPPER_INIT_DELAY_MS,
  wrapperAnswer,
  wrapperAnswerOutcome,
} from '@app/contracts';

/**
 * The page's side of the mobile wrapper's bridge (contracts mobile-wrapper.ts: the messages, the convention, 'empty
 * data'). A module of its own: nothing loads it outside the wrapper; the app reaches it through shared/lib
 * wrapper-post.ts (one bridge per page).
 */
export interface WrapperWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
}

/** How long a call waits for the wrapper's answer before it fails. */
export const WRAPPER_ANSWER_TIMEOUT_MS = 30_000;

export function createWrapperBridge(win: WrapperWindow, timeoutMs = WRAPPER_ANSWER_TIMEOUT_MS) {
  let next = 1;
  return {
    /** Whether the page runs inside the wrapper (its bridge is there). */
    get available(): boolean {
      return typeof win.ReactNativeWebView?.postMessage === 'function';
    },
    /** Posts one message; settles with the wrapper's data, or rejects (its error, 'empty data', a time-out). */
    post<T extends WrapperMessageType>(type: T, data: WrapperMessageData<T>): Promise<unknown> {
      const target = win.ReactNativeWebView;
      if (!target) return Promise.reject(new Error('not in the mobile wrapper'));
      const id = next++;
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          win.removeEventListener('message', onMessage);
        };
        const onMessage = (e: { data: unknown }) => {
          let parsed: unknown;
          try {
            parsed = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
          } catch {
            return; // not the wrapper's: some other message on the window
          }
          const answer = wrapperAnswer.safeParse(parsed);
          if (!answer.success || answer.data.id !== id) return;
          done();
          const outcome = wrapperAnswerOutcome(answer.data);
          if ('error' in outcome) reject(new Error(outcome.error));
          else resolve(outcome.data);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error('the mobile wrapper did not answer'));
        }, timeoutMs);
        win.addEventListener('message', onMessage);
        target.postMessage(JSON.stringify({ id, type, data }));
      });
    },
    /** Spec 1 §9: the init message WRAPPER_INIT_DELAY_MS after start; its answer is not awaited. */
    initLater(data: WrapperMessageData<'init'>, schedule: typeof setTimeout = setTimeout): void {
      if (!this.available) return;
      schedule(() => void this.post('init', data).catch(() => undefined), WRAPPER_INIT_DELAY_MS);
    },
  };
}
