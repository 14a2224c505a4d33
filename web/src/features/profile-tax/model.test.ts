import { ApiError } from '@app/contracts';
import { type EventCallable, allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { profileRequested } from '../../entities/profile/index.ts';
import {
  $form,
  $problems,
  $saved,
  SAVE,
  TaxSectionGate,
  type TaxSectionValues,
  fieldsChanged,
  initialTaxForm,
  saveMutation,
  saveSubmitted,
} from './model.ts';

/** The profile reload a change asks for: counted here, its call answered by a stub (no network in tests). */
function countReloads(t: { teardown: (fn: () => void) => void }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  return createStore(0).on(profileRequested, (n) => n + 1);
}

t.test('initialTaxForm: the stored country and reason, the number typed anew', async (t) => {
  const rows: [string, Parameters<typeof initialTaxForm>[0], ReturnType<typeof initialTaxForm>][] = [
    [
      'nothing stored',
      { isBusiness: false },
      { countryCode: '', taxId: '', tinMissingReason: '', tinMissingExplanation: '', isBusiness: false },
    ],
    [
      'a stored country and reason, a business',
      { taxCountryCode: 'DZ', tinMissingReason: 'notRequired', isBusiness: true },
      { countryCode: 'DZ', taxId: '', tinMissingReason: 'notRequired', tinMissingExplanation: '', isBusiness: true },
    ],
  ];
  for (const [why, values, want] of rows) t.same(initialTaxForm(values), want, why);
});

t.test('spec 3 §5: a missing reason is asked for and nothing is sent; a number is saved and cleared', async (t) => {
  const $reloads = countReloads(t);
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [[saveMutation.mutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), {})]],
  });
  await allSettled(TaxSectionGate.open, { scope, params: { taxCountryCode: 'US', isBusiness: false } });
  await allSettled(saveSubmitted, { scope });
  t.same(scope.getState($problems), { tinMissingReason: 'reasonRequired' });
  t.same(sent, []);
  await allSettled(fieldsChanged, { scope, params: { taxId: ' 123-45-6789 ' } });
  await allSettled(saveSubmitted, { scope });
  t.same(sent, [{ countryCode: 'US', taxId: '123-45-6789' }]);
  t.same(scope.getState($problems), {});
  t.equal(scope.getState($saved), true);
  t.equal(scope.getState($form).taxId, '', 'the saved number is not kept in the form');
  t.equal(scope.getState($reloads), 1);
  await allSettled(fieldsChanged, { scope, params: { countryCode: 'RO' } });
  t.equal(scope.getState($saved), false, "a change hides 'Saved'");
});

t.test('a refusal shows under the form and keeps what was typed', async (t) => {
  const $reloads = countReloads(t);
  const scope = fork({
    handlers: [
      [
        saveMutation.mutation.__.executeFx,
        async () => {
          throw new ApiError('Tax number not valid', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(TaxSectionGate.open, { scope, params: { isBusiness: false } });
  await allSettled(fieldsChanged, { scope, params: { countryCode: 'GB', taxId: 'AB123' } });
  await allSettled(saveSubmitted, { scope });
  t.same(scope.getState(saveMutation.$errors), { [SAVE]: { text: 'Tax number not valid' } });
  t.equal(scope.getState($form).taxId, 'AB123');
  t.equal(scope.getState($saved), false);
  t.equal(scope.getState($reloads), 0);
});

t.test(
  "the business flag follows the customer's data: 'not required' is checked against the business number",
  async (t) => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [[saveMutation.mutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), {})]],
    });
    await allSettled(TaxSectionGate.open, { scope, params: { taxCountryCode: 'DZ', isBusiness: false } });
    // useGate hands new props to the gate's `set` (in effector-react, not in its types)
    const propsChanged = (TaxSectionGate as unknown as { set: EventCallable<TaxSectionValues> }).set;
    await allSettled(propsChanged, { scope, params: { taxCountryCode: 'DZ', isBusiness: true } });
    t.equal(scope.getState($form).isBusiness, true);
    await allSettled(fieldsChanged, { scope, params: { countryCode: 'US', tinMissingReason: 'notRequired' } });
    await allSettled(saveSubmitted, { scope });
    t.same(scope.getState($problems), { tinMissingReason: 'numberRequiredHere' });
    t.same(sent, []);
  },
);
