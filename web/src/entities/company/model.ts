import { type Company, type Representative, companyInfoGet, representativeListGet } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';
import { companyNeedsAction } from './rules.ts';

/** /company and /company-documents show their own error state: no global dialog. */
export const companyInfoQuery = createApiQuery(companyInfoGet, { dialog: false });
export const representativesQuery = createApiQuery(representativeListGet, { dialog: false });

/** A screen or the menu needs the company; loaded again each time (documents change under it). */
export const companyRequested = createEvent();

export const $company = createStore<Company | null>(null)
  .on(companyInfoQuery.finished.success, (_, { result }) => result.company)
  .reset(sessionEnded);
export const $representatives = createStore<Representative[]>([])
  .on(representativesQuery.finished.success, (_, { result }) => result.representatives)
  .reset(sessionEnded);
const $representativesShown = createStore(false)
  .on(representativesQuery.finished.success, () => true)
  .reset(sessionEnded);
/** What is on screen stays there (ready) through a reload and a failed reload; the error shows above it. */
const shownStays = (status: LoadStatusValue, shown: boolean): LoadStatusValue => (shown ? 'ready' : status);
export const $companyStatus = combine(companyInfoQuery.$loadStatus, $company, (status, company) =>
  shownStays(status, company !== null),
);
export const $representativesStatus = combine(representativesQuery.$loadStatus, $representativesShown, shownStays);
/** The company's failure, else the representatives'; null once both load. */
export const $companyError = combine(companyInfoQuery.$message, representativesQuery.$message, (c, r) => c ?? r);
/** Spec 1 §2: the company menu entry is highlighted while this is true. */
export const $companyActionRequired = $company.map((c) => (c ? companyNeedsAction(c) : false));

sample({ clock: companyRequested, fn: () => undefined, target: [companyInfoQuery.start, representativesQuery.start] });
