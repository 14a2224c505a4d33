/**
 * Every call of the payments API in one list (the gateway's pass-through, the fakes, the Pact
 * coverage check). A module of its own so a bundle that imports one call definition does not
 * pull in all of them (contracts/package.json has "sideEffects": false).
 */
import { accountCalls } from './accounts.ts';
import { activationCalls } from './activation.ts';
import { businessCalls } from './business.ts';
import { deviceCalls } from './devices.ts';
import { securityCalls } from './security.ts';
import { twoStepCalls } from './two-step.ts';
import { taxCertificationCalls } from './tax-certification.ts';
import { dictionaryCalls } from './dictionaries.ts';
import { companyCalls } from './company.ts';
import { representativeCalls } from './representatives.ts';
import { businessRegistrationCalls } from './business-registration.ts';
import { registrationCalls } from './registration.ts';
import { adminCalls } from './admin.ts';
import { authCalls } from './auth.ts';
import type { CallDef } from './call.ts';
import { customerCalls } from './customer.ts';
import {
  helpdeskAttachmentContent,
  helpdeskCalls,
  helpdeskComposeTickets,
  helpdeskConversations,
  helpdeskThreadCreate,
  helpdeskThreadGet,
  helpdeskTicketCreate,
  helpdeskTicketGet,
  helpdeskTicketUpdate,
  helpdeskTicketsFields,
  helpdeskUpload,
  zohoAgent,
  zohoJwt,
  zohoTickets,
  zohoTicketsStats,
} from './helpdesk.ts';
import { documentCalls } from './documents.ts';
import { profileCalls } from './profile.ts';
import { verificationCalls } from './verification.ts';
import { transferCalls } from './transfers.ts';
import { bankDataCalls } from './bank-data.ts';
import { externalOptionCalls } from './external-options.ts';
import { externalTransferCalls } from './external-transfers.ts';
import { massTransferCalls } from './mass-transfers.ts';
import { approvalCalls } from './approval.ts';
import { transactionRequestCalls } from './transaction-requests.ts';
import { historyCalls } from './history.ts';
import { batchHistoryCalls } from './batch-history.ts';
import { statementCalls } from './statements.ts';
import { pdfGeneratorCalls } from './pdf-generator.ts';
import { serviceCalls } from './service.ts';
import { cardCalls, cardLifecycleCalls, externalCardCalls } from './cards.ts';
import { accountHomeCalls, paymentInstructionCalls } from './accounts.ts';
import { announcementCalls } from './announcements.ts';
import { exchangeCalls } from './exchange.ts';
import { globalPayCalls } from './global-pay.ts';
import { globalReceiveCalls } from './global-receive.ts';
import { invoiceCalls, preapprovedCalls } from './invoices.ts';
import { merchantButtonCalls } from './merchant-buttons.ts';
import { merchantSubscriberCalls } from './merchant-subscribers.ts';
import { merchantHookCalls } from './merchant-hooks.ts';
import { merchantApiCalls } from './merchant-api.ts';
import { merchantSecurityCalls } from './merchant-security.ts';
import { contractsServiceCallList, splitPaySignerIdentification } from './revenue-split.ts';

export const upstreamCalls: readonly CallDef[] = [
  ...authCalls,
  ...customerCalls,
  ...accountCalls,
  zohoJwt,
  ...activationCalls,
  ...businessCalls,
  ...twoStepCalls,
  ...deviceCalls,
  ...securityCalls,
  ...taxCertificationCalls,
  ...profileCalls,
  ...documentCalls,
  ...verificationCalls,
  ...dictionaryCalls,
  ...companyCalls,
  ...representativeCalls,
  ...businessRegistrationCalls,
  ...registrationCalls,
  ...adminCalls,
  ...transferCalls,
  ...bankDataCalls,
  ...externalOptionCalls,
  ...externalTransferCalls,
  ...massTransferCalls,
  ...approvalCalls,
  ...transactionRequestCalls,
  ...historyCalls,
  ...batchHistoryCalls,
  ...statementCalls,
  ...cardCalls,
  ...exchangeCalls,
  ...accountHomeCalls,
  ...paymentInstructionCalls,
  ...announcementCalls,
  ...externalCardCalls,
  ...cardLifecycleCalls,
  ...globalPayCalls,
  ...globalReceiveCalls,
  ...invoiceCalls,
  ...preapprovedCalls,
  ...merchantHookCalls,
  ...merchantApiCalls,
  ...merchantSecurityCalls,
  ...merchantButtonCalls,
  ...merchantSubscriberCalls,
  // spec 3 §7 "POST split-pay-signer-identification (contractId)": the revenue-split payer's signer check
  splitPaySignerIdentification,
  // spec 3 §7 "Support": GET zoho/agent, GET zoho/tickets/stats, GET zoho/tickets
  zohoAgent,
  zohoTicketsStats,
  zohoTickets,
  // spec 3 §7 "POST /pdf/api/generator_pdf/{name}" and the made file fetched as a blob
  ...pdfGeneratorCalls,
  // spec 1 §6, §7: ipInfo (no authentication) and POST /service/check-urls
  ...serviceCalls,
];
/**
 * Calls of the contracts service (spec 3 §7 "Contracts service"): the gateway's third upstream (`contractsBase`),
 * reached through /api like the payments API. GET /contract/stats before GET /contract/{id}.
 */
export const contractsServiceCalls: readonly CallDef[] = [...contractsServiceCallList];
/** Calls of the help-desk service (its own base address). */
export const helpdeskServiceCalls: readonly CallDef[] = [
  ...helpdeskCalls,
  // spec 3 §7 "Help-desk service": the rest of its calls
  helpdeskComposeTickets,
  helpdeskTicketGet,
  helpdeskTicketCreate,
  helpdeskTicketUpdate,
  helpdeskConversations,
  helpdeskThreadCreate,
  helpdeskThreadGet,
  helpdeskAttachmentContent,
  helpdeskTicketsFields,
  helpdeskUpload,
];

export const methodCalls: ReadonlyMap<string, CallDef> = new Map(
  upstreamCalls.filter((c) => c.style === 'method').map((c) => [c.method as string, c]),
);
export const restCalls: readonly CallDef[] = upstreamCalls.filter((c) => c.style === 'rest');
