import {
  additionalQuestionsGet,
  addressDocumentTypesGet,
  birthCountriesGet,
  countriesGet,
  currenciesGet,
  documentTypesGet,
  estimatedMonthlyDepositsGet,
  industriesGet,
  occupationsGet,
  personalAgreementsGet,
  purposesGet,
  sourcesOfFundsGet,
  statesGet,
  transactionTypesGet,
  documentCategoryIds,
  type CallDef,
} from '@app/contracts';
import type * as z from 'zod/mini';
import { type CallHandler, type Reply, type RequestBody, on, success } from '../core.ts';
import { countryName, countryRows, statesByCountry, uninhabited } from '../data/countries.ts';
import {
  type DictionaryLanguage,
  type Entry,
  additionalQuestions,
  addressDocumentTypesByCountry,
  currencyCodes,
  dictionaryLanguage,
  documentCategories,
  estimatedMonthlyDeposits,
  industryGroups,
  occupations,
  personalAgreements,
  pick,
  purposes,
  sourcesOfFunds,
  transactionTypes,
} from '../data/dictionaries.ts';
import { exponentOf } from '../money.ts';

const items = (entries: readonly Entry[], lang: DictionaryLanguage) =>
  entries.map((e) => ({ id: e.id, name: pick(e.name, lang), ...(e.specify ? { specify: true } : {}) }));

const currencyNames = new Map<DictionaryLanguage, Intl.DisplayNames>();
function currencyName(code: string, lang: DictionaryLanguage): string {
  let names = currencyNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'currency', fallback: 'code' });
    currencyNames.set(lang, names);
  }
  // Intl knows ISO 4217 codes only: a crypto asset's four-letter code (USDT) throws RangeError
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Dictionaries of spec 1 §3, answered in the requested language (unknown → en). No session needed;
 * the same data in every tenant.
 */
export function dictionaryHandlers(): CallHandler[] {
  // a dictionary handler only reads its body: one shape for all of them
  const dictionary = <C extends CallDef & { request: z.ZodMiniType<{ lang?: string | undefined }> }>(
    def: C,
    answer: (body: RequestBody<C>, lang: DictionaryLanguage) => Reply<C>,
  ): CallHandler => on(def, (ctx) => answer(ctx.body, dictionaryLanguage(ctx.body.lang)));

  return [
    dictionary(occupationsGet, (body, lang) => success({ items: items(occupations[body.variant], lang) })),
    dictionary(countriesGet, (_body, lang) =>
      success({
        countries: countryRows.map((c) => ({ code: c.code, name: countryName(c.code, lang), phoneCode: c.phoneCode })),
      }),
    ),
    dictionary(currenciesGet, (_body, lang) =>
      success({
        currencies: currencyCodes.map((code) => ({ code, name: currencyName(code, lang), decimals: exponentOf(code) })),
      }),
    ),
    dictionary(transactionTypesGet, (_body, lang) => success({ items: items(transactionTypes, lang) })),
    dictionary(birthCountriesGet, (_body, lang) =>
      success({
        countries: countryRows
          .filter((c) => !uninhabited.has(c.code))
          .map((c) => ({ code: c.code, name: countryName(c.code, lang) })),
      }),
    ),
    dictionary(personalAgreementsGet, (_body, lang) =>
      success({
        agreements: personalAgreements.map((a) => ({
          id: a.id,
          name: pick(a.name, lang),
          url: `https://legal.demo.test/${lang}/${a.file}.pdf`,
        })),
      }),
    ),
    dictionary(estimatedMonthlyDepositsGet, (_body, lang) => success({ items: items(estimatedMonthlyDeposits, lang) })),
    dictionary(documentTypesGet, (_body, lang) =>
      success({
        customerDocumentCategories: documentCategories.map((c) => ({
          id: c.id,
          name: pick(c.name, lang),
          customerDocumentTypes: c.types.map((t) => ({
            id: t.id,
            name: pick(t.name, lang),
            ...(t.sides ? { sides: [...t.sides] } : {}),
            ...(t.countryCodes ? { countryCodes: [...t.countryCodes] } : {}),
          })),
        })),
      }),
    ),
    dictionary(addressDocumentTypesGet, (body, lang) => {
      const base = documentCategories.find((c) => c.id === documentCategoryIds.address)?.types ?? [];
      const extra = body.countryCode ? (addressDocumentTypesByCountry[body.countryCode] ?? []) : [];
      return success({ items: items([...base, ...extra], lang) });
    }),
    dictionary(sourcesOfFundsGet, (body, lang) => success({ items: items(sourcesOfFunds[body.kind], lang) })),
    dictionary(purposesGet, (body, lang) => success({ items: items(purposes[body.kind], lang) })),
    dictionary(industriesGet, (_body, lang) =>
      success({
        groups: industryGroups.map((g) => ({ group: g.group, items: items(g.items, lang) })),
      }),
    ),
    dictionary(additionalQuestionsGet, (body, lang) =>
      success({
        questions: additionalQuestions[body.kind].map((q) => ({
          id: q.id,
          text: pick(q.text, lang),
          type: q.type,
          ...(q.options ? { options: q.options.map((o) => ({ value: o.value, label: pick(o.label, lang) })) } : {}),
        })),
      }),
    ),
    dictionary(statesGet, (body) =>
      success({
        states: (statesByCountry[body.countryCode] ?? []).map(([code, name]) => ({ code, name })),
      }),
    ),
  ];
}
