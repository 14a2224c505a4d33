import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $errors,
  $payload,
  contactChosen,
  emailChanged,
  fieldLeft,
  interacBeneficiary,
  nameChanged,
  phoneChanged,
} from './model.ts';

const context = { type: 'interac' as const, countryCode: 'CA', currencyCode: 'CAD', permission: '3d' as const };

t.test('by e-mail or by a Canadian mobile number, exactly one of them in the payload', async (t) => {
  const scope = fork();
  await allSettled(interacBeneficiary.contextChanged, { scope, params: context });
  await allSettled(nameChanged, { scope, params: 'Ann Lee' });
  await allSettled(emailChanged, { scope, params: 'ann@example.ca' });
  t.same(scope.getState($payload), { beneficiaryName: 'Ann Lee', email: 'ann@example.ca' });
  await allSettled(contactChosen, { scope, params: 'phone' });
  t.equal(scope.getState($payload), null, 'no phone yet');
  await allSettled(phoneChanged, { scope, params: '(416) 555-0100' });
  t.same(scope.getState($payload), { beneficiaryName: 'Ann Lee', phone: '+14165550100' }, 'normalised, no e-mail');
});

t.test("spec 2 §5 e-mail check: 'a@b.c' (5 characters) is refused, shown once the field is left", async (t) => {
  const scope = fork();
  await allSettled(nameChanged, { scope, params: 'Ann Lee' });
  await allSettled(emailChanged, { scope, params: 'a@b.c' });
  t.equal(scope.getState($payload), null);
  t.equal(scope.getState($errors).email, null, 'not while typing');
  await allSettled(fieldLeft, { scope, params: 'email' });
  t.equal(scope.getState($errors).email, 'emailInvalid');
});

t.test('submitAttempted shows the errors; prefilled fills; reset clears', async (t) => {
  const scope = fork();
  await allSettled(interacBeneficiary.submitAttempted, { scope });
  t.same(scope.getState($errors), { beneficiaryName: 'nameRequired', email: 'emailRequired', phone: null });
  await allSettled(interacBeneficiary.prefilled, {
    scope,
    params: { beneficiaryName: 'Ann Lee', phone: '+14165550100', amount: '20.00' },
  });
  t.same(scope.getState($payload), { beneficiaryName: 'Ann Lee', phone: '+14165550100' });
  await allSettled(interacBeneficiary.reset, { scope });
  t.equal(scope.getState($payload), null);
  t.same(scope.getState($errors), { beneficiaryName: null, email: null, phone: null });
});
