import * as z from 'zod/mini';

/**
 * The mobile wrapper's messages (spec 3 §3 "Mobile wrapper messages: userLoginSuccess, sessionExpired, logout,
 * startOnfido, startJumio, download, addCardToWallet"; spec 1 §9 "A 100 ms delay before the wrapper init message";
 * spec 1 §8 "The wrapper promise rejects with 'empty data' when a response carries no data").
 *
 * Decisions (the spec names the messages, not how they travel nor what they carry):
 * - The page talks to the wrapper by the React Native WebView convention: `window.ReactNativeWebView.postMessage`
 *   with one JSON string `{ id, type, data }`; the wrapper answers with a `message` event whose data is the JSON
 *   string `{ id, data }` or `{ id, error }`, `id` naming the message it answers.
 * - Each message's data is typed below; nothing secret ever goes to the wrapper (no token, no password).
 */
export const wrapperMessageTypes = [
  'init',
  'userLoginSuccess',
  'sessionExpired',
  'logout',
  'startOnfido',
  'startJumio',
  'download',
  'addCardToWallet',
] as const;
export type WrapperMessageType = (typeof wrapperMessageTypes)[number];

/** Spec 1 §9 "A 100 ms delay before the wrapper init message". */
export const WRAPPER_INIT_DELAY_MS = 100;
/** Spec 1 §8: the text a wrapper call rejects with when the answer carries no data. */
export const WRAPPER_EMPTY_DATA = 'empty data';

const nothing = z.object({});
/** What each message carries. */
export const wrapperMessageData = {
  /** The page is ready to talk (sent WRAPPER_INIT_DELAY_MS after start): its language, and whether someone is signed in. */
  init: z.object({ lang: z.string(), authed: z.boolean() }),
  /** Signed in: who, so that the app can show it; never a token. */
  userLoginSuccess: z.object({ userId: z.optional(z.number()), customerId: z.optional(z.number()), name: z.string() }),
  sessionExpired: nothing,
  logout: nothing,
  /** An identity check the app runs natively: the verification's token and its run (spec 3 §2 identity routes). */
  startOnfido: z.object({ token: z.string().check(z.minLength(1)), workflowRunId: z.optional(z.string()) }),
  startJumio: z.object({ token: z.string().check(z.minLength(1)), workflowRunId: z.optional(z.string()) }),
  /** A file the app saves or shares: its name, type and bytes (base64). */
  download: z.object({
    fileName: z.string().check(z.minLength(1), z.maxLength(255)),
    mimeType: z.string().check(z.minLength(1)),
    base64: z.string().check(z.minLength(1)),
  }),
  /** A card for the phone's wallet: the card's account, its holder's name and last four digits. */
  addCardToWallet: z.object({
    accountId: z.number(),
    cardholderName: z.string().check(z.minLength(1)),
    lastFour: z.string().check(z.regex(/^\d{4}$/)),
  }),
} satisfies Record<WrapperMessageType, z.ZodMiniType>;
export type WrapperMessageData<T extends WrapperMessageType> = z.infer<(typeof wrapperMessageData)[T]>;

/**
 * Which native identity check a provider of `POST /identity-verification` runs in the wrapper (spec 3 §3 startOnfido,
 * startJumio; the providers of contracts profile.ts: 'jmo' is Jumio, 'nfd' is Onfido).
 */
export function wrapperIdentityMessage(provider: 'jmo' | 'nfd'): 'startJumio' | 'startOnfido' {
  return provider === 'jmo' ? 'startJumio' : 'startOnfido';
}

/** The wrapper's answer to one message. */
export const wrapperAnswer = z.looseObject({
  id: z.union([z.string(), z.number()]),
  data: z.optional(z.unknown()),
  error: z.optional(z.string()),
});
export type WrapperAnswer = z.infer<typeof wrapperAnswer>;

/**
 * What an answer settles its call with: its data, or the error to reject with ("The wrapper promise rejects with
 * 'empty data' when a response carries no data": null, undefined, an empty string or an empty object count as none).
 */
export function wrapperAnswerOutcome(answer: WrapperAnswer): { data: unknown } | { error: string } {
  if (answer.error) return { error: answer.error };
  const d = answer.data;
  const empty =
    d === undefined ||
    d === null ||
    d === '' ||
    (typeof d === 'object' && !Array.isArray(d) && Object.keys(d as object).length === 0);
  return empty ? { error: WRAPPER_EMPTY_DATA } : { data: d };
}
