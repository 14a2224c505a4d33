import type { ExchangeRate } from '@app/contracts';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountListQuery, accountsRequested } from '../../entities/account/index.ts';
import { hideBalancesStarted } from '../../features/hide-balances/index.ts';
import { openAccountStarted } from '../../features/open-account/index.ts';
import { announcementsStarted } from '../../features/announcements/index.ts';
import { instructionsStarted } from '../../features/payment-instructions/index.ts';
import { createRoundStatus, loadOnce, requestThroughChunk } from '../../shared/api/index.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { formatAmount, sessionEnded } from '../../shared/lib/index.ts';

export const HomePageGate = createGate();
export const retryClicked = createEvent();
export const ratesRetryClicked = createEvent();

/** The account list's section: the entity query's status (a reload keeps the list shown) and failure. */
export const $accountsStatus = accountListQuery.$loadStatus;
export const $accountsError = accountListQuery.$message;

/*
 * Default exchange rates (spec 2 §7); a failure is the section's own error with a retry (no dialog). Their query is a
 * chunk of its own, model/rates.ts, loaded with its first request (the page's open): /home's first render does not
 * build it (web README "Loading fast"). A failed load counts as a failed load of the rates.
 */
const loadRates = loadOnce((): Promise<void> =>
  import('./model/rates.ts').then((chunk) => chunk.connect({ ratesRequestFx, ratesAnswered, ratesFailed })),
);
export const ratesRequestFx = requestThroughChunk<void>(loadRates);
/** The chunk's outcomes: the rates, or a failed load. */
export const ratesAnswered = createEvent<ExchangeRate[]>();
export const ratesFailed = createEvent();
export const $rates = createStore<ExchangeRate[]>([])
  .on(ratesAnswered, (_, rates) => rates)
  .reset(sessionEnded);
/** A reload of rates already shown keeps them on screen (the rule of a query's $loadStatus). */
export const $ratesStatus = createRoundStatus({
  started: ratesRequestFx.map(() => undefined),
  done: ratesAnswered,
  failed: merge([ratesFailed, ratesRequestFx.fail]),
});

// the account fetch goes through the 3000 ms throttle with its 5000 ms timeout
sample({ clock: [HomePageGate.open, retryClicked], target: accountsRequested });
sample({ clock: [HomePageGate.open, ratesRetryClicked], fn: () => undefined, target: ratesRequestFx });
sample({ clock: HomePageGate.open, target: hideBalancesStarted });
sample({ clock: HomePageGate.open, target: [openAccountStarted, announcementsStarted, instructionsStarted] });

/*
 * The balances' number format (shared/lib money.ts, one per locale) costs ~50 ms to build at 4× CPU throttling, the
 * first Intl.NumberFormat loading ICU's data: built in a task of its own as the page opens, before the accounts
 * answer, instead of inside the render that shows them, whose task it made long (Lighthouse's TBT counts each task's
 * time over 50 ms; web README "Loading fast").
 */
const numberFormatWarmedFx = createEffect(() => {
  setTimeout(() => formatAmount('0', i18n.language), 0);
});
sample({ clock: HomePageGate.open, target: numberFormatWarmedFx });
