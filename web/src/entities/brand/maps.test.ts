import t from 'tap';
import { mapLinkFor } from './maps.ts';

t.test('spec 1 §1 "maps url", spec 3 §7 "A maps script loads on demand": the map opens on demand', async (t) => {
  const rows: [string | undefined, string, string | null, string][] = [
    [
      'https://maps.paxum.example/api/js',
      '1 Main St, Springfield, US',
      'https://maps.paxum.example/?q=1%20Main%20St%2C%20Springfield%2C%20US',
      "the brand's maps host, the address as the query",
    ],
    ['https://maps.paxum.example/api/js', '  ', null, 'no address: no map'],
    [undefined, '1 Main St', null, 'a brand without maps'],
    ['not a url', '1 Main St', null, 'a broken maps address'],
    ['http://maps.paxum.example/api/js', '1 Main St', null, 'never over plain http'],
    ['https://maps.paxum.example/api/js', 'a&b=c#d', 'https://maps.paxum.example/?q=a%26b%3Dc%23d', 'encoded'],
  ];
  for (const [mapsUrl, address, want, why] of rows) t.equal(mapLinkFor(mapsUrl, address), want, why);
});
