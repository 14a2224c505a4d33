import { z } from 'zod';
import { methodCall } from './call.ts';
import { methodBody, methodRequest, ok } from './envelope.ts';

/** Account security (spec 2 §3 entities, §7 "Security and devices"). */
const ipv4 = z.string().regex(/^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/, 'IPv4');
const entryId = z.union([z.string(), z.number()]);

export const ipWhitelistEntry = z.looseObject({
  id: entryId,
  ip: z.string(),
  toIp: z.string().optional(),
  created: z.string().optional(),
});
export type IpWhitelistEntry = z.infer<typeof ipWhitelistEntry>;

export const ipWhitelistGet = methodCall('ipWhitelistGet', {
  summary: 'IP whitelist entries and whether the whitelist is on',
  request: methodBody,
  response: ok({ entries: z.array(ipWhitelistEntry), enabled: z.boolean() }),
});

export const ipWhitelistAdd = methodCall('ipWhitelistAdd', {
  summary: 'add an IP (or a range up to toIp) to the whitelist',
  request: methodRequest({ ip: ipv4, toIp: z.union([ipv4, z.literal('')]).optional() }),
  response: ok({ entry: ipWhitelistEntry.optional() }),
});

export const ipWhitelistDelete = methodCall('ipWhitelistDelete', {
  summary: 'remove a whitelist entry',
  request: methodRequest({ id: entryId }),
  response: ok({}),
});

export const ipWhitelistModeSet = methodCall('ipWhitelistModeSet', {
  summary: 'turn the IP whitelist on or off',
  request: methodRequest({ enable: z.boolean() }),
  response: ok({}),
});

export const passwordChange = methodCall('passwordChange', {
  summary: 'ask to change the password; a code is sent, the answer holds requestKey',
  request: methodRequest({
    password: z.string().min(1),
    passwordNew: z.string().min(1),
    passwordNewRepeat: z.string().min(1),
  }),
  response: ok({ requestKey: z.string().min(1) }),
});

export const passwordChangeConfirm = methodCall('passwordChangeConfirm', {
  summary: 'confirm the password change with the code; the result also arrives as realtime PasswordChange',
  request: methodRequest({ code: z.string().min(1), requestKey: z.string().min(1) }),
  response: ok({}),
});

export const loginHistoryEntry = z.looseObject({
  date: z.string(),
  ip: z.string().optional(),
  device: z.string().optional(),
  location: z.string().optional(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const loginHistoryGet = methodCall('loginHistoryGet', {
  summary: 'sign-ins between two dates, one page (default page size 20)',
  request: methodRequest({
    fromDate: isoDate,
    toDate: isoDate,
    pageNumber: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(100),
  }),
  response: ok({ items: z.array(loginHistoryEntry), total: z.number().int().min(0) }),
});

export const notificationSetting = z.looseObject({
  group: z.string(),
  identified: z.string(),
  value: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSetting>;

export const notificationSettingsGet = methodCall('notificationSettingsGet', {
  summary: 'notification settings by group',
  request: methodBody,
  response: ok({ settings: z.array(notificationSetting) }),
});

export const notificationSettingsSet = methodCall('notificationSettingsSet', {
  summary: 'set one notification setting',
  request: methodRequest({ identified: z.string().min(1), value: z.boolean() }),
  response: ok({}),
});

export const blacklistUser = z.looseObject({ email: z.string(), blockType: z.union([z.string(), z.number()]) });
export type BlacklistUser = z.infer<typeof blacklistUser>;

export const blacklistGet = methodCall('blacklistGet', {
  summary: 'payout blacklist',
  request: methodBody,
  response: ok({ users: z.array(blacklistUser) }),
});

export const blacklistAdd = methodCall('blacklistAdd', {
  summary: 'block a user from payouts',
  request: methodRequest({ email: z.email(), blockType: z.union([z.string().min(1), z.number()]) }),
  response: ok({}),
});

export const blacklistDelete = methodCall('blacklistDelete', {
  summary: 'remove a user from the payout blacklist',
  request: methodRequest({ email: z.string().min(1) }),
  response: ok({}),
});

export const agreement = z.looseObject({ id: entryId, name: z.string(), date: z.string().optional() });
export type Agreement = z.infer<typeof agreement>;

export const legalInfoGet = methodCall('legalInfoGet', {
  summary: 'the agreements of the customer',
  request: methodBody,
  response: ok({ agreements: z.array(agreement) }),
});

export const agreementDownload = methodCall('agreementDownload', {
  summary: 'one agreement as a PDF (application/pdf bytes)',
  binary: true,
  request: methodRequest({ id: entryId }),
  response: z.custom<ArrayBuffer>((v) => v instanceof ArrayBuffer),
});

export const securityCalls = [
  ipWhitelistGet,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistModeSet,
  passwordChange,
  passwordChangeConfirm,
  loginHistoryGet,
  notificationSettingsGet,
  notificationSettingsSet,
  blacklistGet,
  blacklistAdd,
  blacklistDelete,
  legalInfoGet,
  agreementDownload,
] as const;
