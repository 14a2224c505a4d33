import { z } from 'zod';
import { methodCall } from './call.ts';
import { currencyCode, methodRequest, ok } from './envelope.ts';
import { looseText } from './documents.ts';
import { collapseWhitespace } from './names.ts';

/**
 * Saved payment buttons, PBN (payment button notification) settings and business logos (spec 3 §2 "Merchant
 * section /merchant/" buttons/my_saved_buttons, buttons/pbn_settings, buttons/business_logos; §3 "Merchant entities"
 * "Logo: name, isDefault, file"; §5 "Whitespace in names is collapsed"; §7 "Merchant" "PBN settings get/update
 * (statusId, or secret=1)", "Logo list (pageSize 1000); create as multipart (data as JSON with isDefault, name;
 * file); get; update; delete", "Saved button list, get, create, update, delete"; §9 "Logos ... 1000"). Used only by
 * the merchant pages (not /login), so classic zod.
 *
 * Decided here, where the spec says "not shown" (the fakes follow these; fakes/README.md "Merchant buttons"):
 * - Names: named methods (envelope, `POST /?method=…`; business callers' fromCustomerId is added by the gateway):
 *   `merchantButtonListGet`, `merchantButtonGet`, `merchantButtonCreate`, `merchantButtonUpdate`,
 *   `merchantButtonDelete`, `pbnSettingsGet`, `pbnSettingsUpdate`, `merchantLogoListGet`, `merchantLogoCreate`,
 *   `merchantLogoGet`, `merchantLogoUpdate`, `merchantLogoDelete`.
 * - A saved button (the spec shows no fields): name (whitespace collapsed, 1–100 characters), amount as a decimal
 *   string above 0 with at most 2 decimals, currencyCode (one of `buttonCurrencies`, the currencies of spec 3 §9),
 *   description (at most 500 characters, may be empty), returnUrl and cancelUrl (http(s), may be empty), statusId
 *   (1 active, 2 inactive: an inactive button takes no payments). The list is the acting customer's buttons, newest
 *   first, all at once (the spec gives no page size).
 * - A button's embed snippet (`buttonEmbedSnippet`): an HTML form that GETs `<origin>/pay/button/<id>`, a button
 *   labelled "Pay <amount> <currency>".
 * - PBN settings: statusId 1 notifications on, 2 off; `secretKey` is the key that signs the notifications, shown to
 *   its merchant. Update takes either `{ statusId }` or `{ secret: 1 }` (a new key; statusId unchanged).
 * - Logos: a logo's `file` is a data: URL of its bytes (the page shows it as an image). Allowed files: PNG, JPEG or
 *   SVG (declared type and first bytes agree), at most 512 KiB, not empty (`logoUploadLimits`). Others answer VF with
 *   a clear text ('File type not allowed: use PNG, JPEG or SVG', 'File is too large: at most 512 KiB', 'File is
 *   empty'). Only one default logo: a logo created or updated with isDefault true clears the flag of the others;
 *   clearing or deleting the default leaves none (no other is promoted).
 * - Another customer's button or logo is 'not found' (VF on id): never another merchant's data. A customer the user
 *   may not act for is refused ('13' Access denied).
 */

/** Spec 3 §9 "Logos and identity lists 1000". */
export const merchantButtonLimits = { logos: 1000 } as const;

/** Spec 3 §9 "Currency symbols: EUR €, USD $, AUD $, CAD $, GBP £, RON lei": the currencies a button may ask. */
export const buttonCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'RON'] as const;

/** Decided above: statusId 1 active, 2 inactive. */
export const buttonStatusIds = { active: 1, inactive: 2 } as const;
/** Decided above: statusId 1 notifications on, 2 off. */
export const pbnStatusIds = { on: 1, off: 2 } as const;

export { collapseWhitespace };

const id = z.number().int().positive();
const statusId = z.union([z.literal(1), z.literal(2)]);
/** ISO 8601 instant */
const instant = z.string().min(1);

/** A name as typed: collapsed (spec 3 §5), then 1–100 characters. */
const merchantName = z
  .string()
  .transform(collapseWhitespace)
  .pipe(z.string().min(1, 'name is required').max(100, 'name: at most 100 characters'));

/** A button's amount: a decimal string above 0 with at most 2 decimals (never a float). */
export const buttonAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount: a number with at most 2 decimals, like 19.99')
  .refine((s) => /[1-9]/.test(s), 'amount: more than 0');

/** An http(s) address, or '' for none. */
const optionalUrl = (field: string) =>
  z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(2048, `${field}: at most 2048 characters`)
      .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, `${field}: an http:// or https:// address`),
  ]);

/** What a merchant sets on a saved button (create and update). */
export const buttonFields = z.object({
  name: merchantName,
  amount: buttonAmount,
  currencyCode: z.enum(buttonCurrencies),
  description: z.string().trim().max(500, 'description: at most 500 characters').default(''),
  returnUrl: optionalUrl('returnUrl').default(''),
  cancelUrl: optionalUrl('cancelUrl').default(''),
  statusId: statusId.default(1),
});
export type ButtonFields = z.input<typeof buttonFields>;

/** A saved payment button (decided above). */
export const savedButton = z.looseObject({
  id,
  customerId: id,
  name: looseText,
  amount: z.string(),
  currencyCode,
  description: z.string(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  statusId: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type SavedButton = z.infer<typeof savedButton>;

export const merchantButtonListGet = methodCall('merchantButtonListGet', {
  summary: "the acting customer's saved payment buttons, newest first",
  request: methodRequest({}),
  response: ok({ buttons: z.array(savedButton) }),
});

export const merchantButtonGet = methodCall('merchantButtonGet', {
  summary: 'one saved button of the acting customer',
  request: methodRequest({ id }),
  response: ok({ button: savedButton }),
});

export const merchantButtonCreate = methodCall('merchantButtonCreate', {
  summary: 'save a new payment button',
  request: methodRequest(buttonFields.shape),
  response: ok({ button: savedButton }),
});

export const merchantButtonUpdate = methodCall('merchantButtonUpdate', {
  summary: 'change a saved button (every field)',
  request: methodRequest({ id, ...buttonFields.shape }),
  response: ok({ button: savedButton }),
});

export const merchantButtonDelete = methodCall('merchantButtonDelete', {
  summary: 'delete a saved button',
  request: methodRequest({ id }),
  response: ok({}),
});

/**
 * A button's HTML to paste on the merchant's site (decided above): a form that GETs the button's pay page.
 * Texts are escaped, so a name or amount cannot break out of the markup.
 */
export function buttonEmbedSnippet(
  button: Pick<SavedButton, 'id' | 'amount' | 'currencyCode'>,
  origin: string,
): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const action = `${origin.replace(/\/+$/, '')}/pay/button/${button.id}`;
  return (
    `<form action="${esc(action)}" method="get">\n` +
    `  <button type="submit">Pay ${esc(button.amount)} ${esc(button.currencyCode)}</button>\n` +
    `</form>`
  );
}

/** Spec 3 §7 "PBN settings get/update (statusId, or secret=1)" + the key (decided above). */
export const pbnSettings = z.looseObject({
  statusId: z.number().int(),
  /** the key that signs the button notifications */
  secretKey: z.string(),
});
export type PbnSettings = z.infer<typeof pbnSettings>;

export const pbnSettingsGet = methodCall('pbnSettingsGet', {
  summary: "the acting customer's PBN settings and key",
  request: methodRequest({}),
  response: ok({ pbnSettings }),
});

export const pbnSecretRegenerate = methodRequest({ secret: z.literal(1) });
export const pbnStatusUpdate = methodRequest({ statusId });

export const pbnSettingsUpdate = methodCall('pbnSettingsUpdate', {
  summary: 'set the PBN status, or regenerate the key (secret: 1)',
  request: z.union([pbnSecretRegenerate, pbnStatusUpdate]),
  response: ok({ pbnSettings }),
});

/** Decided above: the files a logo may be, and the form's part names (spec 3 §7 "data ... file"). */
export const logoUploadLimits = {
  maxBytes: 512 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/svg+xml'],
  dataPart: 'data',
  filePart: 'file',
} as const;

/** Spec 3 §3 "Logo: name, isDefault, file" (file: a data: URL). */
export const merchantLogo = z.looseObject({
  id,
  customerId: id,
  name: looseText,
  isDefault: z.boolean(),
  /** data:<type>;base64,<bytes> */
  file: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  createdAt: instant,
});
export type MerchantLogo = z.infer<typeof merchantLogo>;

export const merchantLogoListGet = methodCall('merchantLogoListGet', {
  summary: "the acting customer's logos (pageSize 1000), the default first, then newest first",
  request: methodRequest({
    pageSize: z.number().int().min(1).max(merchantButtonLimits.logos).default(merchantButtonLimits.logos),
    pageNumber: z.number().int().min(1).default(1),
  }),
  response: ok({ logos: z.array(merchantLogo), total: z.number().int().min(0) }),
});

/** The JSON of a merchantLogoCreate form's `data` part (spec 3 §7 "data as JSON with isDefault, name"). */
export const logoCreateData = methodRequest({ isDefault: z.boolean().default(false), name: merchantName });
export type LogoCreateData = z.input<typeof logoCreateData>;

/**
 * Multipart `POST /?method=merchantLogoCreate`: a `data` part (JSON, `logoCreateData`) and a `file` part (PNG, JPEG
 * or SVG, at most 512 KiB). Build the body with `logoCreateForm`.
 */
export const merchantLogoCreate = methodCall('merchantLogoCreate', {
  summary: 'upload a logo (multipart: data JSON { isDefault, name } + file)',
  multipart: true,
  request: logoCreateData,
  response: ok({ logo: merchantLogo }),
});

/** The FormData of a merchantLogoCreate call. */
export function logoCreateForm(data: LogoCreateData, file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append(logoUploadLimits.dataPart, JSON.stringify(data));
  form.append(logoUploadLimits.filePart, file, fileName);
  return form;
}

export const merchantLogoGet = methodCall('merchantLogoGet', {
  summary: 'one logo of the acting customer',
  request: methodRequest({ id }),
  response: ok({ logo: merchantLogo }),
});

export const merchantLogoUpdate = methodCall('merchantLogoUpdate', {
  summary: 'rename a logo or make it the default (isDefault true clears the others)',
  request: methodRequest({ id, name: merchantName, isDefault: z.boolean() }),
  response: ok({ logo: merchantLogo }),
});

export const merchantLogoDelete = methodCall('merchantLogoDelete', {
  summary: 'delete a logo',
  request: methodRequest({ id }),
  response: ok({}),
});

export const merchantButtonCalls = [
  merchantButtonListGet,
  merchantButtonGet,
  merchantButtonCreate,
  merchantButtonUpdate,
  merchantButtonDelete,
  pbnSettingsGet,
  pbnSettingsUpdate,
  merchantLogoListGet,
  merchantLogoCreate,
  merchantLogoGet,
  merchantLogoUpdate,
  merchantLogoDelete,
] as const;
