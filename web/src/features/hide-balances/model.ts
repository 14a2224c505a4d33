import { createEffect, createEvent, createStore, sample } from 'effector';

/** Not in the spec; our decision: a hide-balances toggle kept per device, in localStorage, so it outlives sign-outs on this browser. */
export const HIDE_BALANCES_KEY = 'hideBalances';

export const readHiddenFx = createEffect((): boolean => {
  try {
    return globalThis.localStorage?.getItem(HIDE_BALANCES_KEY) === '1';
  } catch {
    return false; // storage blocked: balances show
  }
});
export const writeHiddenFx = createEffect((hidden: boolean): void => {
  try {
    globalThis.localStorage?.setItem(HIDE_BALANCES_KEY, hidden ? '1' : '0');
  } catch {
    // storage blocked: the choice lasts for this page only
  }
});

export const hideBalancesStarted = createEvent();
export const hideBalancesToggled = createEvent();

export const $balancesHidden = createStore(false)
  .on(readHiddenFx.doneData, (_, hidden) => hidden)
  .on(hideBalancesToggled, (hidden) => !hidden);

sample({ clock: hideBalancesStarted, target: readHiddenFx });
sample({ clock: hideBalancesToggled, source: $balancesHidden, target: writeHiddenFx });
