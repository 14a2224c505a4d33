/**
 * The response-code catalogue (spec 1 §8, spec 2 §8) and how the client reacts
 * to each code. Where the spec says the reaction is "not shown" the decision
 * made here is written beside it.
 */
export type ResponseCode = '00' | 'VF' | 'TE' | 'AE' | 'AU' | 'ENOA' | 'UE' | 'CA' | '13' | 'TA1' | 'IM';

export type Reaction =
  /** success: resolve with the data */
  | 'resolve'
  /** show an error dialog with the (joined) description */
  | 'showError'
  /** store the terms and show the terms screen; counts as success for customer info */
  | 'showTerms'
  /** end the session and go to login */
  | 'signOut';

export interface CodeInfo {
  readonly code: ResponseCode;
  readonly name: string;
  readonly reaction: Reaction;
  /** i18n key of the fallback message when the server sends no description */
  readonly messageKey: string;
  readonly note: string;
}

export const responseCodes: Readonly<Record<ResponseCode, CodeInfo>> = {
  '00': { code: '00', name: 'success', reaction: 'resolve', messageKey: 'errors.success', note: 'spec 1 §8' },
  VF: {
    code: 'VF',
    name: 'verify error',
    reaction: 'showError',
    messageKey: 'errors.verify',
    note: 'spec 3 §8: description built from the validation errors, joined with commas',
  },
  TE: { code: 'TE', name: 'terms error', reaction: 'showTerms', messageKey: 'errors.terms', note: 'spec 1 §8' },
  AE: {
    code: 'AE',
    name: 'request-library error',
    reaction: 'showError',
    messageKey: 'errors.network',
    note: 'spec 3 §8: the message, or a network-error text',
  },
  AU: {
    code: 'AU',
    name: 'auth error',
    reaction: 'signOut',
    messageKey: 'errors.auth',
    note: 'a failed refresh ends the session (spec 1 §4)',
  },
  ENOA: {
    code: 'ENOA',
    name: 'no access',
    reaction: 'showError',
    messageKey: 'errors.noAccess',
    note: 'not shown in spec: we show the description, or a "no access" text; the user stays signed in',
  },
  UE: {
    code: 'UE',
    name: 'unknown error',
    reaction: 'showError',
    messageKey: 'errors.network',
    note: 'spec 3 §8: the message, or a network-error text',
  },
  CA: {
    code: 'CA',
    name: 'closed account',
    reaction: 'showError',
    messageKey: 'errors.closedAccount',
    note: 'not shown in spec: we show the description, or a "closed account" text',
  },
  '13': {
    code: '13',
    name: 'access denied',
    reaction: 'showError',
    messageKey: 'errors.accessDenied',
    note: 'not shown in spec: we show the description, or an "access denied" text',
  },
  TA1: {
    code: 'TA1',
    name: 'invalid parameters',
    reaction: 'showError',
    messageKey: 'errors.invalidParameters',
    note: 'not shown in spec: we show the description, or an "invalid parameters" text',
  },
  IM: {
    code: 'IM',
    name: 'invalid method',
    reaction: 'showError',
    messageKey: 'errors.invalidMethod',
    note: 'not shown in spec: we show the description, or an "invalid method" text',
  },
};

export function codeInfo(code: string): CodeInfo {
  return (responseCodes as Record<string, CodeInfo>)[code] ?? responseCodes.UE;
}

export const isSuccess = (code: string | undefined): boolean => code === '00';
