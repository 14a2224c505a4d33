import t from 'tap';
import { checkUrls, ipPrivacyFlagShown } from './service.ts';

t.test(
  'spec 1 §7 "An external IP information service is queried for privacy flags": the flag a screen names',
  async (t) => {
    const none = { vpn: false, proxy: false, tor: false, hosting: false };
    const rows: [typeof none, ReturnType<typeof ipPrivacyFlagShown>, string][] = [
      [none, null, 'no flag: nothing to say'],
      [{ ...none, vpn: true }, 'vpn', 'a VPN'],
      [{ ...none, proxy: true }, 'proxy', 'a proxy'],
      [{ ...none, hosting: true }, 'hosting', 'a hosting address'],
      [{ ...none, vpn: true, tor: true }, 'tor', 'Tor before a VPN: it hides the most'],
      [{ ...none, proxy: true, hosting: true }, 'proxy', 'a proxy before hosting'],
    ];
    for (const [privacy, want, why] of rows) t.equal(ipPrivacyFlagShown(privacy), want, why);
  },
);

t.test('spec 1 §7 "POST /service/check-urls | urls": one to twenty URLs', async (t) => {
  t.ok(checkUrls.request.safeParse({ urls: ['https://shop.example/ipn'] }).success);
  t.notOk(checkUrls.request.safeParse({ urls: [] }).success, 'nothing to check');
  t.notOk(checkUrls.request.safeParse({ urls: Array(21).fill('https://a.example/') }).success, 'over 20');
  t.notOk(checkUrls.request.safeParse({ urls: [''] }).success, 'an empty URL');
});
