import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $banks,
  $banksStatus,
  $confirmed,
  $errors,
  $lookup,
  $lookupError,
  $payload,
  banksQuery,
  instantBeneficiary,
  keyChanged,
  keyInfoQuery,
  keyTypeChosen,
  lookUpClicked,
  recipientConfirmed,
  taxIdChanged,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const context = { type: 'instant_payment' as const, countryCode: 'BR', currencyCode: 'BRL', permission: '3d' as const };
const info = {
  holderName: 'Ana Paula Souza',
  taxId: '***.456.789-**',
  bankName: 'Itaú Unibanco S.A.',
  bankCode: '60701190',
  branch: '0350',
  accountNumber: '****5-6',
  accountType: 'checking' as const,
};

function scopeWith(log: { banks: string[]; lookups: unknown[] }, opts: { unknownKey?: boolean } = {}) {
  return fork({
    handlers: [
      [
        banksQuery.__.executeFx,
        async (input: { body: { countryCode: string } }) => {
          log.banks.push(input.body.countryCode);
          return {
            ...ok,
            banks: input.body.countryCode === 'BR' ? [{ bankCode: '60701190', bankName: 'Itaú Unibanco S.A.' }] : [],
          };
        },
      ],
      [
        keyInfoQuery.__.executeFx,
        async (input: { body: unknown }) => {
          log.lookups.push(input.body);
          if (opts.unknownKey) throw new Error('No account is registered for this instant key');
          return { ...ok, instantKeyInfo: info };
        },
      ],
    ],
  });
}

async function fillCpfKey(scope: ReturnType<typeof fork>) {
  await allSettled(taxIdChanged, { scope, params: '123.456.789-09' });
  await allSettled(keyTypeChosen, { scope, params: 'CPF' });
  await allSettled(keyChanged, { scope, params: '123.456.789-09' });
}

t.test('the bank list loads on contextChanged, once per country', async (t) => {
  const log = { banks: [] as string[], lookups: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(instantBeneficiary.contextChanged, { scope, params: context });
  await allSettled(instantBeneficiary.contextChanged, { scope, params: { ...context, currencyCode: 'USD' } });
  t.same(log.banks, ['BR'], 'the same country is not loaded again');
  t.equal(scope.getState($banks).length, 1);
  await allSettled(instantBeneficiary.contextChanged, { scope, params: { ...context, countryCode: 'PT' } });
  t.same(log.banks, ['BR', 'PT']);
  t.same(scope.getState($banks), [], 'no instant banks in PT');
  t.equal(scope.getState($banksStatus), 'ready');
});

t.test('payload only after a successful lookup and the confirmation; beneficiaryName is the holder', async (t) => {
  const log = { banks: [] as string[], lookups: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(instantBeneficiary.contextChanged, { scope, params: context });
  await fillCpfKey(scope);
  t.equal(scope.getState($payload), null, 'not looked up');
  await allSettled(lookUpClicked, { scope });
  t.same(log.lookups, [{ taxId: '12345678909', instantKey: '12345678909', instantKeyType: 'CPF' }]);
  t.match(scope.getState($lookup), { info: { holderName: 'Ana Paula Souza', accountNumber: '****5-6' } });
  t.equal(scope.getState($payload), null, 'not confirmed');
  await allSettled(instantBeneficiary.submitAttempted, { scope });
  t.equal(scope.getState($errors).recipient, 'lookupRequired');
  await allSettled(recipientConfirmed, { scope });
  t.same(scope.getState($payload), {
    taxId: '12345678909',
    instantKey: '12345678909',
    instantKeyType: 'CPF',
    beneficiaryName: 'Ana Paula Souza',
  });
  await allSettled(keyChanged, { scope, params: '529.982.247-25' });
  t.equal(scope.getState($payload), null, 'an edit clears the lookup');
  t.equal(scope.getState($confirmed), false);
  t.equal(scope.getState($lookup), null);
});

t.test('an invalid form is not looked up; a failed lookup shows its message', async (t) => {
  const log = { banks: [] as string[], lookups: [] as unknown[] };
  const scope = scopeWith(log, { unknownKey: true });
  await allSettled(instantBeneficiary.contextChanged, { scope, params: context });
  await allSettled(taxIdChanged, { scope, params: '123.456.789-00' });
  await allSettled(lookUpClicked, { scope });
  t.same(log.lookups, [], 'wrong check digits: no call');
  t.same(scope.getState($errors), {
    taxId: 'taxIdInvalid',
    instantKeyType: 'keyTypeRequired',
    instantKey: 'keyRequired',
    recipient: null,
  });
  await fillCpfKey(scope);
  await allSettled(lookUpClicked, { scope });
  t.equal(log.lookups.length, 1);
  t.not(scope.getState($lookupError), null);
  t.equal(scope.getState($payload), null);
});

t.test('a holder whose bank takes no instant payments cannot be paid', async (t) => {
  const scope = fork({
    handlers: [
      [
        banksQuery.__.executeFx,
        async () => ({ ...ok, banks: [{ bankCode: '00000000', bankName: 'Banco do Brasil' }] }),
      ],
      [keyInfoQuery.__.executeFx, async () => ({ ...ok, instantKeyInfo: info })],
    ],
  });
  await allSettled(instantBeneficiary.contextChanged, { scope, params: context });
  await fillCpfKey(scope);
  await allSettled(lookUpClicked, { scope });
  await allSettled(recipientConfirmed, { scope });
  t.equal(scope.getState($payload), null);
  t.equal(scope.getState($errors).recipient, 'bankNotInstant', 'said at once');
});

t.test('a prefill looks the key up again; reset clears', async (t) => {
  const log = { banks: [] as string[], lookups: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(instantBeneficiary.contextChanged, { scope, params: context });
  await allSettled(instantBeneficiary.prefilled, {
    scope,
    params: { taxId: '12345678909', instantKeyType: 'CPF', instantKey: '12345678909', beneficiaryName: 'Old' },
  });
  t.equal(log.lookups.length, 1, 'looked up at once');
  await allSettled(recipientConfirmed, { scope });
  t.match(scope.getState($payload), { beneficiaryName: 'Ana Paula Souza' }, "the holder's name, not the prefill's");
  await allSettled(instantBeneficiary.reset, { scope });
  t.equal(scope.getState($payload), null);
  t.equal(scope.getState($lookup), null);
});
