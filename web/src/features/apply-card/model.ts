import { cardApplyInfoGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type CardApplicationFees, cardApplicationFees, noCardApplicationFees } from '../../entities/card/index.ts';
import { type Message, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Countries offered in the picker (the spec lists none); the answer decides whether cards are offered there. */
export const applyCountries = ['US', 'GB', 'DE', 'RO', 'FR'] as const;

/** The fees of the chosen country; the latest choice wins (an earlier country's late answer is dropped). */
export const applyInfoQuery = createApiQuery(cardApplyInfoGet, { dialog: false });
export const applyCountryChosen = createEvent<string>();

/** Spec 2 §3: on failure the fees default to 0, an empty list and an empty currency. */
export const $applyInfo = createStore<CardApplicationFees>(noCardApplicationFees)
  .on(applyInfoQuery.finished.success, (_, { result: r }) =>
    cardApplicationFees({
      ok: true,
      info: {
        annual: r.annual,
        issue: r.issue,
        monthly: r.monthly,
        currency: r.currency,
        shippingOptions: r.shippingOptions,
      },
    }),
  )
  .on(applyInfoQuery.finished.failure, () => cardApplicationFees({ ok: false }))
  .reset(sessionEnded);
export const $applyError = createStore<Message | null>(null)
  .on(applyInfoQuery.started, () => null)
  .on(applyInfoQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $applyLoading = applyInfoQuery.$pending;
export const $applyCountry = createStore<string>('')
  .on(applyCountryChosen, (_, c) => c)
  .reset(sessionEnded);

sample({
  clock: applyCountryChosen,
  filter: (c) => /^[A-Z]{2}$/.test(c),
  fn: (countryCode) => ({ body: { countryCode } }),
  target: applyInfoQuery.start,
});
