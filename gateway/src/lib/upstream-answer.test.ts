import t from 'tap';
import { looksWhole, upstreamVerdict, type Verdict } from './upstream-answer.ts';

const json = 'application/json; charset=utf-8';

t.test(
  'what reaches the browser (spec 1 §8: "HTTP status 500 gives the message \'Server is not available\'")',
  async (t) => {
    const rows: Array<[string, number, string, string, boolean, Verdict['kind']]> = [
      // what, status, content type, body, strict, verdict
      ['a JSON answer', 200, json, '{"responseCode":"00"}', false, 'relay'],
      ['a JSON answer, parsed', 200, json, '{"responseCode":"00"}', true, 'relay'],
      ['a JSON array', 200, json, ' [1,2]\n', false, 'relay'],
      ['a refusal envelope', 400, json, '{"responseCode":"VF"}', false, 'relay'],
      ['a 200 JSON cut in half', 200, json, '{"responseCode":"00","acc', false, 'unavailable'],
      ['a 200 JSON cut in half, parsed', 200, json, '{"responseCode":"00","acc', true, 'unavailable'],
      ['a 200 "JSON" that is an HTML page', 200, json, '<html>oops</html>', false, 'unavailable'],
      ['a 200 JSON with no body', 200, json, '', false, 'unavailable'],
      ['a 200 JSON of whitespace', 200, json, '  \n', false, 'unavailable'],
      ['a 204 with a JSON type and no body', 204, json, '', false, 'relay'],
      ['a cut that ends on an inner } passes the cheap check', 200, json, '{"a":{"b":1}', false, 'relay'],
      ['...and fails the parse', 200, json, '{"a":{"b":1}', true, 'unavailable'],
      ['a 200 HTML page', 200, 'text/html', '<html>maintenance</html>', false, 'unavailable'],
      ['a PDF', 200, 'application/pdf', '%PDF-1.4', false, 'relay'],
      ['an empty 204', 204, '', '', false, 'relay'],
      ['"HTTP status 500": an HTML page', 500, 'text/html', '<html>Exception</html>', false, 'unavailable'],
      ['a 502 without a body', 502, '', '', false, 'unavailable'],
      [
        'a 500 with the upstream envelope',
        500,
        json,
        '{"responseCode":"UE","responseDescription":"x"}',
        false,
        'relay',
      ],
      ['a 500 JSON without an envelope', 500, json, '{"error":"boom"}', false, 'unavailable'],
      ['a 503 cut JSON', 503, json, '{"responseCode":"U', false, 'unavailable'],
    ];
    for (const [what, status, contentType, body, strict, kind] of rows) {
      t.equal(upstreamVerdict({ status, contentType, body: Buffer.from(body), strict }).kind, kind, what);
    }
    const parsed = upstreamVerdict({ status: 200, contentType: json, body: Buffer.from('{"a":1}'), strict: true });
    t.same(parsed, { kind: 'relay', parsed: { a: 1 } }, 'a strict check hands over what it parsed');
  },
);

t.test('looksWhole: brackets of one kind at both ends', async (t) => {
  const rows: Array<[string, boolean]> = [
    ['{}', true],
    ['[]', true],
    ['\t{ "a": 1 }\r\n', true],
    ['{', false],
    ['{]', false],
    ['[}', false],
    ['"text"', false],
    ['42', false],
    ['', false],
  ];
  for (const [body, ok] of rows) t.equal(looksWhole(Buffer.from(body)), ok, JSON.stringify(body));
});
