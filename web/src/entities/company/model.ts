import { type Company, type Representative, companyInfoGet, representativeListGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { companyNeedsAction } from './rules.ts';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

export const companyInfoFx = createCallFx(companyInfoGet, { dialog: false });
export const representativesFx = createCallFx(representativeListGet, { dialog: false });

/** A screen or the menu needs the company; loaded again each time (documents change under it). */
export const companyRequested = createEvent();

export const $company = createStore<Company | null>(null)
  .on(companyInfoFx.doneData, (_, r) => r.company)
  .reset(sessionEnded);
export const $representatives = createStore<Representative[]>([])
  .on(representativesFx.doneData, (_, r) => r.representatives)
  .reset(sessionEnded);
export const $companyStatus = createStore<LoadStatus>('idle')
  .on(companyInfoFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(companyInfoFx.done, () => 'ready')
  .on(companyInfoFx.fail, (s) => (s === 'ready' ? s : 'failed'))
  .reset(sessionEnded);
export const $representativesStatus = createStore<LoadStatus>('idle')
  .on(representativesFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(representativesFx.done, () => 'ready')
  .on(representativesFx.fail, (s) => (s === 'ready' ? s : 'failed'))
  .reset(sessionEnded);
export const $companyError = createStore<Message | null>(null)
  .on([companyInfoFx, representativesFx], () => null)
  .on([companyInfoFx.failData, representativesFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
/** Spec 1 §2: the company menu entry is highlighted while this is true. */
export const $companyActionRequired = $company.map((c) => (c ? companyNeedsAction(c) : false));

sample({ clock: companyRequested, fn: () => undefined, target: [companyInfoFx, representativesFx] });
