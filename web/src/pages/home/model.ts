import { type ExchangeRate, defaultExchangeRatesGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountListQuery, accountsRequested } from '../../entities/account/index.ts';
import { hideBalancesStarted } from '../../features/hide-balances/index.ts';
import { openAccountStarted } from '../../features/open-account/index.ts';
import { announcementsStarted } from '../../features/announcements/index.ts';
import { instructionsStarted } from '../../features/payment-instructions/index.ts';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

export const HomePageGate = createGate();
export const retryClicked = createEvent();
export const ratesRetryClicked = createEvent();

/** The account list's section: the entity query's status (a reload keeps the list shown) and failure. */
export const $accountsStatus = accountListQuery.$loadStatus;
export const $accountsError = accountListQuery.$message;

/** Default exchange rates (spec 2 §7); a failure is the section's own error with a retry (no dialog). */
export const ratesQuery = createApiQuery(defaultExchangeRatesGet, { dialog: false });
export const $rates = createStore<ExchangeRate[]>([])
  .on(ratesQuery.finished.success, (_, { result }) => result.rates)
  .reset(sessionEnded);
/** A reload of rates already shown keeps them on screen (the query's $loadStatus). */
export const $ratesStatus = ratesQuery.$loadStatus;

// the account fetch goes through the 3000 ms throttle with its 5000 ms timeout
sample({ clock: [HomePageGate.open, retryClicked], target: accountsRequested });
sample({ clock: [HomePageGate.open, ratesRetryClicked], fn: () => undefined, target: ratesQuery.start });
sample({ clock: HomePageGate.open, target: hideBalancesStarted });
sample({ clock: HomePageGate.open, target: [openAccountStarted, announcementsStarted, instructionsStarted] });
