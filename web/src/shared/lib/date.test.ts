import t from 'tap';
import { formatDateTime } from './date.ts';

const rows: [string, string, string, string][] = [
  ['English', '2026-11-22T06:30:00Z', 'en', 'Nov 22, 2026, 6:30 AM'],
  ['Russian', '2026-11-22T06:30:00Z', 'ru', '22 нояб. 2026 г., 06:30'],
  ['a date without time is midnight UTC', '2026-11-01', 'en', 'Nov 1, 2026, 12:00 AM'],
  ['not a date: shown as it came', 'yesterday', 'en', 'yesterday'],
  ['empty stays empty', '', 'en', ''],
  ['an unknown language tag falls back to English', '2026-11-22T06:30:00Z', 'not a tag!', 'Nov 22, 2026, 6:30 AM'],
];
for (const [label, value, language, want] of rows) {
  t.test(label, async (t) => {
    t.equal(formatDateTime(value, language, 'UTC').replace(/\u202f/g, ' '), want);
  });
}
