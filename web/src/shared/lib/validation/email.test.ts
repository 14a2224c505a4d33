import t from 'tap';
import { emailProblem } from './email.ts';

t.test('spec 1 §5: "the username must be a valid e-mail address"', async (t) => {
  const rows: [string, ReturnType<typeof emailProblem>][] = [
    ['personal@demo.test', null],
    ['  personal@demo.test  ', null],
    ['first.last+tag@sub.example.co.uk', null],
    ['UPPER@EXAMPLE.COM', null],
    ['', 'required'],
    ['   ', 'required'],
    ['personal', 'invalid'],
    ['personal@', 'invalid'],
    ['@demo.test', 'invalid'],
    ['personal@demo', 'invalid'],
    ['personal@demo.t', 'invalid'],
    ['per sonal@demo.test', 'invalid'],
    ['a@b@demo.test', 'invalid'],
    ['personal@-demo.test', 'invalid'],
    ['personal@demo..test', 'invalid'],
    [`${'a'.repeat(250)}@demo.test`, 'invalid'],
  ];
  for (const [input, want] of rows) t.equal(emailProblem(input), want, JSON.stringify(input));
});
