import t from 'tap';
import { brandAddress, stageAddress } from './links.ts';

t.test(
  'stageAddress: the same page with ?stage=N (design.md "`?stage=N` (1 to 15) sets it for the session")',
  async (t) => {
    const rows: [path: string, search: string, stage: number, expected: string][] = [
      ['/home', '', 3, '/home?stage=3'],
      ['/login', '?stage=7', 3, '/login?stage=3'],
      ['/history', '?page=2&stage=1', 15, '/history?page=2&stage=15'],
      ['/transfer/own', '?from=10&to=11', 1, '/transfer/own?from=10&to=11&stage=1'],
    ];
    for (const [path, search, stage, expected] of rows) t.equal(stageAddress(path, search, stage), expected, expected);
  },
);

t.test('brandAddress: the same page under another brand, on the same stage', async (t) => {
  t.equal(
    brandAddress('http://paydek.localhost:8180', '/cards', '?stage=4', 4),
    'http://paydek.localhost:8180/cards?stage=4',
  );
  t.equal(
    brandAddress('https://aplus.staging.example.invalid', '/home', '', 2),
    'https://aplus.staging.example.invalid/home?stage=2',
  );
});
