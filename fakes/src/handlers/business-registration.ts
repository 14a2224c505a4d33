import { randomBytes } from 'node:crypto';
import {
  type BusinessRegistration,
  type CompanyAccessUser,
  type ExistenceStatus,
  type Representative,
  type WizardRule,
  accessRightValues,
  businessRegister,
  captchaMessages,
  captchaTestToken,
  existenceStatuses,
  registrationClosedMessage,
  shareholderNodeTypes,
  ultimateBeneficiaryOwnerIds,
  validateWizard,
} from '@app/contracts';
import { getBrand } from '@app/brands';
import { type CallHandler, type Core, failure, on, success } from '../core.ts';
import type { CompanyState } from '../seed-company.ts';
import { hashPassword } from '../seed-auth.ts';
import { demoCode } from '../security-store.ts';
import type { TenantRef } from '../tenants.ts';
import { createUserState } from '../user-state.ts';
import { newCustomerFlags } from './activation.ts';
import { createCompanies } from './company.ts';

/**
 * Spec 3 §7 "Business account create": businessRegister, the business wizard's submit (spec 3 §3 payload; spec 3
 * §6 allowed without authentication). The upstream runs the wizard's own rules (registration-rules.ts
 * validateWizard) and answers every broken rule at once as VF validationErrors whose `field` is the wizard's path.
 * Success: a business customer with the company as given, its owner's login (the company e-mail) and one login per
 * user of the wizard, all waiting for activation with the demo code (businessAccountActivate for the owner,
 * employeeAccountActivate for the users). The payload has no password: the activation signs the owner in (tokens),
 * and a password is then set through the password reset (fakes README).
 */

/** The English VF descriptions of the wizard's rules (the web words each rule in its own locales). */
export const wizardRuleTexts: Record<WizardRule, string> = {
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  emailInvalid: 'The e-mail address is not valid.',
  emailExists: 'This e-mail address is already registered.',
  emailEmployee: 'This e-mail address belongs to a company user.',
  emailChecking: 'This e-mail address is still being checked.',
  emailCheckFailed: 'This e-mail address could not be checked.',
  businessTypeNotOffered: 'This business type is not offered.',
  amountInvalid: 'The amount must be a number above 0.',
  specificationRequired: 'Please specify.',
  detailsRequired: 'Please give the details.',
  termNotAccepted: 'Please read and accept.',
  directorRequired: 'At least one director is required.',
  shareholderRequired: 'At least one shareholder is required.',
  shareInvalid: 'A share must be above 0 and at most 100.',
  shareTotal: 'The shares together must be from 10 to 100.',
  unknownPerson: 'Unknown person.',
  unknownCompany: 'Unknown company.',
  sourceOfFundsRequired: 'Choose at least one source of funds.',
  sourceDetailsRequired: 'Describe this source of funds.',
  tinMissingReasonRequired: 'Give the tax number or the reason it is missing.',
  userRightsRequired: 'Choose the access rights.',
  userRequired: 'At least one user is required.',
  fullAccessUserRequired: 'At least one user needs full access.',
};

/** Spec 3 §5 "A person who becomes a user needs an e-mail not already registered.": any login of the tenant. */
function existenceOf(core: Core, tenant: TenantRef, email: string): ExistenceStatus {
  return core.users.byUsername(tenant.key, email) ? existenceStatuses.exists : existenceStatuses.none;
}

interface NewLogin {
  username: string;
  firstName: string;
  lastName: string;
  accessRights: number;
}

function nextIds(core: Core, tenant: TenantRef): { userId: number; customerId: number } {
  const ids = core.db
    .prepare<[string, string], { u: number | null; c: number | null }>(
      'SELECT (SELECT MAX(user_id) FROM users WHERE tenant = ?) AS u, (SELECT MAX(customer_id) FROM customers WHERE tenant = ?) AS c',
    )
    .get(tenant.key, tenant.key);
  return { userId: Math.max(ids?.u ?? 0, 6000) + 1, customerId: Math.max(ids?.c ?? 0, 600000) + 1 };
}

/** The company as companyInfoGet shows it after activation (spec 3 §3 'Company info'). */
function companyStateOf(b: BusinessRegistration, logins: { userId: number; login: NewLogin }[]): CompanyState {
  const c = b.company;
  const person = (id: string) => b.personList.find((p) => p.id === id);
  let next = 9001;
  const representatives: Representative[] = [];
  const addRep = (personId: string, positionId: number) => {
    const p = person(personId);
    if (!p) return;
    const id = next++;
    representatives.push({
      id,
      customerId: 700000 + id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      positionId,
    });
  };
  // spec 3 §3 'Representative positions': 2 director, 6 shareholder, 8 owner
  for (const id of b.directors) addRep(id, 2);
  for (const n of b.shareholders) if (n.type === shareholderNodeTypes.person && n.personId) addRep(n.personId, 6);
  for (const id of ultimateBeneficiaryOwnerIds(b)) addRep(id, 8);
  const accessUsers: CompanyAccessUser[] = logins.map(({ userId, login }) => ({
    userId,
    firstName: login.firstName,
    lastName: login.lastName,
    email: login.username,
    accessRights: login.accessRights,
  }));
  const f = b.financialDetail;
  return {
    nextId: next,
    company: {
      name: c.name,
      registrationCountryCode: c.registrationCountryCode,
      tradingName: c.tradingName,
      email: c.email,
      registrationNumber: c.registrationNumber,
      registrationDate: c.registrationDate,
      businessTaxId: c.businessTaxId,
      website: c.website,
      ...(c.description ? { description: c.description } : {}),
      verified: false,
      limited: false,
      phone: { countryCode: c.phone.countryCode, number: c.phone.number },
      addresses: [
        {
          addressId: next++,
          kind: 2,
          address1: c.address.address1,
          ...(c.address.address2 ? { address2: c.address.address2 } : {}),
          city: c.address.city,
          postalCode: c.address.postalCode,
          countryCode: c.address.countryCode,
          ...(c.address.stateCode ? { stateCode: c.address.stateCode } : {}),
          addressStatus: 0,
          confirmed: false,
          isDocumentOutOfDate: false,
          isCardDocumentRequired: false,
          isDocumentRequired: true,
          uploadedDocuments: [],
        },
      ],
      corporateDocuments: [],
      additionalDocuments: [],
      sourceOfWealthDocuments: [],
      dueDiligenceQuestionnaire: {
        government: b.dueDiligence.government === true,
        ...(b.dueDiligence.governmentDetails ? { governmentDetails: b.dueDiligence.governmentDetails } : {}),
        lawsuits: b.dueDiligence.lawsuits === true,
        ...(b.dueDiligence.lawsuitsDetails ? { lawsuitsDetails: b.dueDiligence.lawsuitsDetails } : {}),
        taxPayers: b.dueDiligence.taxPayers === true,
      },
      ...(c.additionalQuestionAnswers ? { additionalQuestionAnswers: c.additionalQuestionAnswers } : {}),
      financialDetail: {
        monthlyDepositAmount: f.monthlyDepositAmount,
        monthlyDepositCurrencyCode: f.monthlyDepositCurrencyCode,
        monthlyWithdrawalAmount: f.monthlyWithdrawalAmount,
        monthlyWithdrawalCurrencyCode: f.monthlyWithdrawalCurrencyCode,
        sourceIds: f.sourceIds,
        purposeIds: f.purposeIds,
        ...(f.industry !== null ? { industry: f.industry } : {}),
        ...(f.industrySpecification ? { industrySpecification: f.industrySpecification } : {}),
      },
    },
    representatives,
    accessUsers,
    potentialUsers: [],
    paymentEmails: [],
  };
}

export function businessRegistrationHandlers(core: Core): CallHandler[] {
  const companies = createCompanies(core);
  const state = createUserState(core.db);
  const insertCustomer = core.db.prepare(
    'INSERT INTO customers (tenant, customer_id, customer_type, name) VALUES (?, ?, ?, ?)',
  );
  const insertUser = core.db.prepare(
    `INSERT INTO users (tenant, user_id, username, password_hash, customer_id, flow, phone, customer_json, access_json, acting_json)
     VALUES (?, ?, ?, ?, ?, 'simple', ?, ?, ?, '[]')`,
  );

  const register = core.db.transaction((tenant: TenantRef, b: BusinessRegistration) => {
    const { userId: firstUserId, customerId } = nextIds(core, tenant);
    const c = b.company;
    insertCustomer.run(tenant.key, customerId, 'business', c.name);
    const representative = b.personList.find((p) => p.id === b.authorizedCompanyRepresentative);
    const owner: NewLogin = {
      username: c.email.trim().toLowerCase(),
      firstName: representative?.firstName ?? c.name,
      lastName: representative?.lastName ?? '',
      accessRights: accessRightValues.fullAccess,
    };
    const users: NewLogin[] = b.personList
      .filter((p) => p.isUser)
      .map((p) => ({
        username: p.email.trim().toLowerCase(),
        firstName: p.firstName,
        lastName: p.lastName,
        accessRights: p.accessRights,
      }));
    const logins = [owner, ...users].map((login, i) => ({ userId: firstUserId + i, login }));
    const phone = `+${c.phone.countryCode} ${c.phone.number}`;
    for (const { userId, login } of logins) {
      const customer = {
        customerType: 'business',
        userId,
        customerId,
        login: login.username,
        firstName: login.firstName,
        lastName: login.lastName,
        businessName: c.name,
        customerCreationDate: new Date(core.now()).toISOString(),
        residenceCountryCode: c.registrationCountryCode,
        ...newCustomerFlags,
        permissions: {},
      };
      const access = {
        accessList: { balanceInfo: true },
        accessRights: login.accessRights,
        isNeedKyc: false,
        employeeFirstName: login.firstName,
        employeeLastName: login.lastName,
        permissions: {},
      };
      // no password in the payload: an unusable random one until the password reset
      insertUser.run(
        tenant.key,
        userId,
        login.username,
        hashPassword(randomBytes(24).toString('base64url')),
        customerId,
        phone,
        JSON.stringify(customer),
        JSON.stringify(access),
      );
      state.write(tenant.key, userId, 'activation', { code: demoCode });
    }
    companies.write(tenant.key, customerId, companyStateOf(b, logins));
    return { customerId, email: owner.username };
  });

  return [
    on(businessRegister, (ctx) => {
      const b = ctx.body;
      const brand = getBrand(ctx.tenant.brand);
      // spec 3 §1 "Paydek has registration disabled."
      if (!brand.allowRegistration) return failure('VF', registrationClosedMessage(brand.projectName));
      // the bot challenge (README 'Bot challenge'): VF on `captcha`
      if (!b.captcha) return vf([{ field: 'captcha', description: captchaMessages.missing }]);
      if (b.captcha !== captchaTestToken) return vf([{ field: 'captcha', description: captchaMessages.failed }]);

      const errors = validateWizard(b, {
        sourceOfWealthEnable: brand.sourceOfWealthEnable,
        terms: brand.terms,
        businessTypes: brand.registrationBusinessTypes,
        emailStatus: (email) => existenceOf(core, ctx.tenant, email),
      }).map((e) => ({ field: e.path, description: wizardRuleTexts[e.rule] }));
      // one login per e-mail: the company e-mail is the owner's, each user needs another
      const seen = new Map<string, string>([[b.company.email.trim().toLowerCase(), 'company.email']]);
      b.personList.forEach((p, i) => {
        if (!p.isUser || !p.email) return;
        const email = p.email.trim().toLowerCase();
        if (seen.has(email)) errors.push({ field: `personList.${i}.email`, description: sameEmailText });
        else seen.set(email, `personList.${i}.email`);
      });
      if (errors.length > 0) return vf(errors);

      return success(register(ctx.tenant, b));
    }),
  ];
}

export const sameEmailText = 'Each user needs an e-mail address of their own, other than the company e-mail.';

/** Spec 3 §8 "Verify error (VF): description built from the validation errors, joined with commas". */
function vf(errors: { field: string; description: string }[]) {
  return failure('VF', errors.map((e) => e.description).join(', '), { validationErrors: errors });
}
