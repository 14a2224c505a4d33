import { getBrand } from '@app/brands';
import {
  accessRightValues,
  captchaMessages,
  captchaTestToken,
  emailExistsCheck,
  passwordProblems,
  personalRegister,
  phoneExistsCheck,
  registrationClosedMessage,
} from '@app/contracts';
import { type CallHandler, type Core, type ErrorAnswer, failure, on, success } from '../core.ts';
import type { TenantRef } from '../tenants.ts';
import type { UserRow } from '../users.ts';
import { createUserState } from '../user-state.ts';
import { createInactiveUser } from './activation.ts';

/** A VF answer with its field (spec 3 §8 "Verify error (VF): description built from the validation errors"). */
const fieldError = (field: string, description: string): ErrorAnswer =>
  failure('VF', description, { validationErrors: [{ field, description }] });

const digits = (phone: string): string => phone.replace(/\D/g, '');

/** A seeded or registered user of this tenant with this phone number (digits compared, formatting ignored). */
function phoneTaken(core: Core, tenant: TenantRef, phone: string): boolean {
  const wanted = digits(phone);
  if (wanted === '') return false;
  return core.db
    .prepare<[string], { phone: string }>('SELECT phone FROM users WHERE tenant = ?')
    .all(tenant.key)
    .some((row) => digits(row.phone) === wanted);
}

/**
 * Spec 3 §3 existence status 3 "employee": a user of a business customer who is not its full-rights owner (an
 * authorised user or employee, spec 3 §6), e.g. business@'s initiator@demo.test.
 */
function isEmployee(core: Core, user: UserRow): boolean {
  const customer = core.users.customer(user.tenant, user.customer_id);
  const access = JSON.parse(user.access_json) as { accessRights?: number };
  return customer?.customer_type === 'business' && access.accessRights !== accessRightValues.fullAccess;
}

/**
 * Personal registration (spec 3 §1, §4, §6, §7): refused on a brand without registration (paydek), for a type
 * not in the brand's registrationPersonalTypes, terms not all accepted, a missing or wrong bot-challenge token, a
 * weak password or a registered e-mail; otherwise the new user waits for activation with the demo code
 * (/__fake/activation-code tells it), activates through accountActivate and signs in.
 */
export function registrationHandlers(core: Core): CallHandler[] {
  return [
    on(personalRegister, (ctx) => {
      const brand = getBrand(ctx.tenant.brand);
      const b = ctx.body;
      if (!brand.allowRegistration) return failure('VF', registrationClosedMessage(brand.projectName));
      if (b.captcha.trim() === '') return fieldError('captcha', captchaMessages.missing);
      if (b.captcha !== captchaTestToken) return fieldError('captcha', captchaMessages.failed);
      if (!(brand.registrationPersonalTypes as readonly string[]).includes(b.registrationType))
        return fieldError('registrationType', 'This registration type is not offered.');
      const missingTerms = brand.terms.filter((term) => !b.acceptedTerms.includes(term.id));
      if (missingTerms.length > 0)
        return fieldError('acceptedTerms', 'Please accept the terms and the privacy policy.');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email.trim()))
        return fieldError('email', 'Please enter a valid e-mail address.');
      if (core.users.byUsername(ctx.tenant.key, b.email))
        return fieldError('email', 'This e-mail address is already registered.');
      if (passwordProblems(b.password).length > 0)
        return fieldError(
          'password',
          'The password must have at least 8 characters, a lower case and an upper case letter and a digit.',
        );
      const user = createInactiveUser(core, ctx.tenant, b.email.trim(), b.password);
      const info = JSON.parse(user.customer_json) as Record<string, unknown>;
      const customer = {
        ...info,
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        residenceCountryCode: b.countryCode,
        registrationType: b.registrationType,
      };
      core.db
        .prepare('UPDATE users SET phone = ?, customer_json = ? WHERE tenant = ? AND user_id = ?')
        .run(b.phone.trim(), JSON.stringify(customer), ctx.tenant.key, user.user_id);
      core.db
        .prepare('UPDATE customers SET name = ? WHERE tenant = ? AND customer_id = ?')
        .run(`${customer.firstName} ${customer.lastName}`, ctx.tenant.key, user.customer_id);
      return success({ username: user.username });
    }),
    on(emailExistsCheck, (ctx) => {
      const user = core.users.byUsername(ctx.tenant.key, ctx.body.email);
      return success({ exists: user !== undefined, isEmployee: user !== undefined && isEmployee(core, user) });
    }),
    on(phoneExistsCheck, (ctx) => success({ exists: phoneTaken(core, ctx.tenant, ctx.body.phone) })),
  ];
}

/** GET /__fake/activation-code: the code the activation e-mail of a pending account holds (spec 3 §4), or null. */
export function pendingActivationCode(core: Core, tenant: TenantRef, username: string): string | null {
  const user = core.users.byUsername(tenant.key, username);
  if (!user) return null;
  return (
    createUserState(core.db).read<{ code: string } | null>(tenant.key, user.user_id, 'activation', () => null)?.code ??
    null
  );
}
