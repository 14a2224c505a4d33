import t from 'tap';
import { phoneInput } from './model.ts';

t.test('phoneInput: the shape phoneAdd accepts', async (t) => {
  const rows: [string, string, string, unknown][] = [
    ['clean', '40', '721000111', { countryCode: '40', number: '721000111', problems: {} }],
    ['+, spaces and dashes dropped', '+1', '555-123 4567', { countryCode: '1', number: '5551234567', problems: {} }],
    ['letters in the number', '1', '555abc', { countryCode: '1', number: '555abc', problems: { number: 'badNumber' } }],
    ['too short', '1', '123', { countryCode: '1', number: '123', problems: { number: 'badNumber' } }],
    [
      'no country code',
      '',
      '5551234',
      { countryCode: '', number: '5551234', problems: { countryCode: 'badCountryCode' } },
    ],
    [
      'country code too long',
      '12345',
      '5551234',
      { countryCode: '12345', number: '5551234', problems: { countryCode: 'badCountryCode' } },
    ],
  ];
  for (const [why, cc, nr, want] of rows) t.same(phoneInput(cc, nr), want, why);
});
