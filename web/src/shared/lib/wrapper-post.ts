import type { WrapperMessageData, WrapperMessageType } from '@app/contracts';
import type { WrapperWindow, createWrapperBridge } from './platform/wrapper-bridge.ts';

/**
 * Talking to the mobile wrapper from anywhere in the app (contracts mobile-wrapper.ts: the messages and how they
 * travel). Small on purpose: the bridge itself (platform/wrapper-bridge.ts) loads with the first message, so a browser outside
 * the wrapper never loads it.
 */

/** Whether the page runs inside the wrapper with its bridge (the React Native WebView's `ReactNativeWebView`). */
export function inMobileWrapper(): boolean {
  const bridge = (globalThis as { ReactNativeWebView?: { postMessage?: unknown } }).ReactNativeWebView;
  return typeof bridge?.postMessage === 'function';
}

type Bridge = ReturnType<typeof createWrapperBridge>;
let bridge: Promise<Bridge> | undefined;

/** One bridge per page, so that every message has its own id. */
function theBridge(): Promise<Bridge> {
  bridge ??= import('./platform/wrapper-bridge.ts').then((m) =>
    m.createWrapperBridge(globalThis as unknown as WrapperWindow),
  );
  return bridge;
}

/**
 * Posts one message to the wrapper; settles with its answer's data, or rejects with its error, 'empty data' (spec 1
 * §8) or a time-out. Outside the wrapper it rejects at once.
 */
export function postToWrapper<T extends WrapperMessageType>(type: T, data: WrapperMessageData<T>): Promise<unknown> {
  if (!inMobileWrapper()) return Promise.reject(new Error('not in the mobile wrapper'));
  return theBridge().then((b) => b.post(type, data));
}

/** Spec 1 §9: the init message, WRAPPER_INIT_DELAY_MS after the start (its answer is not awaited). */
export function initWrapperLater(data: WrapperMessageData<'init'>): void {
  if (inMobileWrapper()) void theBridge().then((b) => b.initLater(data));
}
