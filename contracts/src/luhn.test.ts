import t from 'tap';
import { luhnValid } from './luhn.ts';

t.test('the Luhn check of a card number', async (t) => {
  const rows: [number: string, want: boolean][] = [
    ['4111 1111 1111 1111', true],
    ['4111111111111111', true],
    ['5412 7512 3456 4821', false],
    ['5555 5555 5555 4444', true],
    ['4111 1111 1111 1112', false],
    ['4111 1111', false], // too short
    ['4111 1111 1111 111a', false],
  ];
  for (const [n, want] of rows) t.equal(luhnValid(n), want, n);
});
