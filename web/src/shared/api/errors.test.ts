import { ApiError, ContractError, errorMessage } from '@app/contracts';
import { translate } from '@app/locales';
import t from 'tap';
import { dialogLayout, errorReactionFor } from './errors.ts';

const en = (key: string) => translate('en', key);

/** An ApiError as the contracts client makes it from an answer. */
function answer(status: number, body: unknown): ApiError {
  const code =
    body && typeof body === 'object' && 'responseCode' in body
      ? String((body as { responseCode: unknown }).responseCode)
      : undefined;
  return new ApiError(errorMessage(body), status, code, body);
}

/** What the user reads: the dialog text, or the reaction kind. */
function shown(error: unknown): string {
  const r = errorReactionFor(error);
  if (r.kind !== 'dialog') return r.kind;
  return 'text' in r.message ? r.message.text : en(r.message.key);
}

t.test('global error handling, spec 1 §8 and spec 3 §8', async (t) => {
  const rows: [why: string, error: unknown, want: string][] = [
    [
      'VF "verify error (description from validation errors, joined)"',
      answer(200, {
        responseCode: 'VF',
        validationErrors: [{ description: 'Amount is required' }, { description: 'Currency is invalid' }],
      }),
      'Amount is required, Currency is invalid',
    ],
    ['VF with a plain description', answer(200, { responseCode: 'VF', responseDescription: 'Bad phone' }), 'Bad phone'],
    [
      'TE "the customer must accept terms, the list is shown"',
      answer(200, { responseCode: 'TE', terms: [{ id: 1 }] }),
      'terms',
    ],
    ['AU "auth error": signed out', answer(200, { responseCode: 'AU' }), 'signOut'],
    [
      '401 from the gateway: signed out',
      answer(401, { responseCode: 'AU', responseDescription: 'Session expired' }),
      'signOut',
    ],
    [
      '"HTTP status 500 gives the message \'Server is not available\'"',
      answer(500, { responseCode: 'UE', responseDescription: 'boom' }),
      'Server is not available',
    ],
    ['HTTP 500 with an HTML body', answer(500, '<html>oops</html>'), 'Server is not available'],
    ['"A missing response gives a server-error message"', new TypeError('Failed to fetch'), en('errors.serverError')],
    [
      'UE "shows the message"',
      answer(200, { responseCode: 'UE', responseDescription: 'Limit exceeded' }),
      'Limit exceeded',
    ],
    ['UE "or a network-error text"', answer(200, { responseCode: 'UE' }), en('errors.network')],
    ['AE: the message or a network-error text', answer(200, { responseCode: 'AE' }), en('errors.network')],
    ['ENOA without description', answer(200, { responseCode: 'ENOA' }), en('errors.noAccess')],
    ['CA without description', answer(200, { responseCode: 'CA' }), en('errors.closedAccount')],
    ['13 without description', answer(200, { responseCode: '13' }), en('errors.accessDenied')],
    ['TA1 without description', answer(200, { responseCode: 'TA1' }), en('errors.invalidParameters')],
    ['IM without description', answer(200, { responseCode: 'IM' }), en('errors.invalidMethod')],
    [
      'gateway 502 envelope',
      answer(502, { responseCode: 'UE', responseDescription: 'Server is not available' }),
      'Server is not available',
    ],
    ['503 with no body', answer(503, undefined), 'Server is not available'],
    [
      "gateway 504 on a money-moving call: \"a timeout answers 504 with 'outcome unknown'\", in the user's language",
      answer(504, { responseCode: 'UE', responseDescription: 'outcome unknown', outcomeUnknown: true }),
      en('errors.outcomeUnknown'),
    ],
    [
      'an answer that breaks its contract is never shown raw',
      new ContractError('accountListGet', []),
      en('errors.unknown'),
    ],
  ];
  for (const [why, error, want] of rows) t.equal(shown(error), want, why);
});

t.test('TE keeps the terms, one or a list', async (t) => {
  t.same(errorReactionFor(answer(200, { responseCode: 'TE', terms: { id: 'tos' } })), {
    kind: 'terms',
    terms: [{ id: 'tos' }],
  });
  t.same(errorReactionFor(answer(200, { responseCode: 'TE', terms: [{ id: 'a' }, { id: 'b' }] })), {
    kind: 'terms',
    terms: [{ id: 'a' }, { id: 'b' }],
  });
});

t.test('spec 1 §5: "descriptions over 50 characters become the body under the header \'Error\'"', async (t) => {
  const fifty = 'x'.repeat(50);
  const rows: [string, { title: string; body?: string }][] = [
    ['Server is not available', { title: 'Server is not available' }],
    [fifty, { title: fifty }],
    [`${fifty}y`, { title: 'Error', body: `${fifty}y` }],
    [en('errors.serverError'), { title: 'Error', body: en('errors.serverError') }],
  ];
  for (const [text, want] of rows) t.same(dialogLayout(text, en('errors.title')), want, `${text.length} characters`);
});
