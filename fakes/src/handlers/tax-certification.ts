import { representativeFatcaCrsGet } from '@app/contracts';
import { type CallHandler, type Core, failure, success, on } from '../core.ts';

/**
 * Seeded auth secrets of /self-certification-representative links (the
 * product e-mails one to a representative). Fixed, so e2e and Pact can use
 * them; any other secret is unknown or expired.
 */
export const representativeSecrets: Readonly<Record<string, string>> = {
  'rep-secret-1': 'rep@demo.test',
};

export function taxCertificationHandlers(core: Core): CallHandler[] {
  return [
    on(representativeFatcaCrsGet, (ctx) => {
      const { authSecret } = ctx.body;
      const username = Object.hasOwn(representativeSecrets, authSecret) ? representativeSecrets[authSecret] : undefined;
      const user = username ? core.users.byUsername(ctx.tenant.key, username) : undefined;
      if (!user) return failure('AU', 'The link has expired. Please ask for a new one.');
      const customer = JSON.parse(user.customer_json) as { firstName?: string; lastName?: string };
      return success({
        certification: {
          representativeId: user.user_id,
          firstName: customer.firstName ?? '',
          lastName: customer.lastName ?? '',
          countryOfBirth: 'US',
          cityOfBirth: 'Boston',
          dateOfBirth: '1986-07-21',
          citizenship: 'US',
          taxIds: [
            { countryCode: 'US', taxId: '123-45-6789' },
            { countryCode: 'RO', tinMissingReason: 'cannotObtain' as const, tinMissingExplanation: 'Not resident yet' },
          ],
          isUSTaxPayer: true,
        },
      });
    }),
  ];
}
