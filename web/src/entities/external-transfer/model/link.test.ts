import t from 'tap';
import { externalLinkOf, externalLinkSearch } from './link.ts';

t.test('the deep link of /transfer/external (spec 2 §2 path; §9 type names, §6 aliases, §3 permission)', async (t) => {
  const rows: [string, string, ReturnType<typeof externalLinkOf>][] = [
    ['a type and a permission', '?type=wire&permission=3d', { permission: '3d', type: 'wire' }],
    ['own', '?type=eft&permission=own', { permission: 'own', type: 'eft' }],
    ['no permission: to someone else', '?type=oct', { permission: '3d', type: 'oct' }],
    ['an unknown permission: to someone else', '?type=interac&permission=all', { permission: '3d', type: 'interac' }],
    ['spec 2 §6 "digital" is crypto_eft', '?type=digital&permission=own', { permission: 'own', type: 'crypto_eft' }],
    ['spec 2 §6 "instant" is instant_payment', '?type=instant', { permission: '3d', type: 'instant_payment' }],
    ['an unknown type preselects nothing', '?type=p2p', { permission: '3d', type: null }],
    ['nothing', '', { permission: '3d', type: null }],
  ];
  for (const [name, search, expected] of rows) t.same(externalLinkOf(search), expected, name);
  t.same(
    externalLinkOf(externalLinkSearch('crypto_eft', 'own')),
    { permission: 'own', type: 'crypto_eft' },
    'round trip',
  );
});
