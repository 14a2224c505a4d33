import t from 'tap';
import { passwordUnmet, repeatProblem } from './password.ts';

t.test('passwordUnmet lists the rules not met, in order', async (t) => {
  const rows: [string, string[]][] = [
    ['', ['length', 'lower', 'upper', 'digit']],
    ['Demo-pass-1', []],
    ['Ab1', ['length']],
    ['abcdefgh1', ['upper']],
    ['ABCDEFGH1', ['lower']],
    ['Abcdefghi', ['digit']],
    ['Пароль-дуже-1', []],
  ];
  for (const [value, want] of rows) t.same(passwordUnmet(value), want, JSON.stringify(value));
});

t.test('repeatProblem: the mismatch is caught before sending', async (t) => {
  const rows: [string, string, ReturnType<typeof repeatProblem>][] = [
    ['Demo-pass-1', '', 'required'],
    ['Demo-pass-1', 'Demo-pass-1', null],
    ['Demo-pass-1', 'demo-pass-1', 'mismatch'],
    ['Demo-pass-1', 'Demo-pass-1 ', 'mismatch'],
  ];
  for (const [pw, rep, want] of rows) t.equal(repeatProblem(pw, rep), want, `${pw} / ${rep}`);
});
