import t from 'tap';
import { routeList } from './paths.ts';
import { matchRoutes, navLinkActive } from './router-kit.tsx';

// the app's table (app/router.tsx appRoutes): '/', every declared route in its layout's order, then '*'
const table = [{ path: '/' }, ...routeList, { path: '*' }];

t.test('the address is matched like react-router matched it', async (t) => {
  const rows: [address: string, path: string, params: Record<string, string>][] = [
    ['/', '/', {}],
    ['/login', '/login', {}],
    ['/LOGIN', '/login', {}], // any letter case
    ['/home/', '/home', {}], // a trailing slash
    ['/revenue-split/new', '/revenue-split/new', {}], // a static segment before a parameter
    ['/revenue-split/c-9', '/revenue-split/:contractId', { contractId: 'c-9' }],
    ['/company', '/company', {}],
    ['/company/documents', '/company/:path', { path: 'documents' }],
    ['/legal', '/legal', {}],
    ['/legal/paydek-tos/', '/legal/:brandTos/', { brandTos: 'paydek-tos' }],
    ['/legal/paydek-tos', '/legal/:brandTos/', { brandTos: 'paydek-tos' }],
    ['/card/7/pin/', '/card/:accountId/pin/', { accountId: '7' }],
    ['/card/7/pin', '/card/:accountId/pin/', { accountId: '7' }],
    ['/transfer/mass/p2p/confirm', '/transfer/mass/p2p/confirm', {}],
    // parameters decoded, an encoded '/' included
    [
      '/identity-verification/run%201/a%2Fb',
      '/identity-verification/:workflowRunId/:token',
      { workflowRunId: 'run 1', token: 'a/b' },
    ],
    ['/receive/%25', '/receive/:id', { id: '%' }],
    ['/no-such-page', '*', { '*': 'no-such-page' }],
    ['/cards/1/more', '*', { '*': 'cards/1/more' }],
    ['/login/x', '*', { '*': 'login/x' }],
  ];
  for (const [address, path, params] of rows) {
    const match = matchRoutes(table, address);
    t.equal(match?.route.path, path, `${address} → ${path}`);
    t.same(match?.params, params, `${address} parameters`);
  }
});

t.test('a NavLink is active like react-router’s', async (t) => {
  const rows: [to: string, address: string, end: boolean, active: boolean][] = [
    ['/home', '/home', false, true],
    ['/home', '/Home', false, true],
    ['/cards', '/cards/12', false, true], // a parent of the address
    ['/cards', '/cards/12', true, false], // `end`: its own path only
    ['/cards', '/cardsx', false, false],
    ['/transfer/account?permission=own', '/transfer/account', true, true], // the query is not compared
    ['/history', '/home', false, false],
    ['/card/7/pin/', '/card/7/pin/', true, true],
    ['/', '/home', false, false], // '/' is only active on '/'
  ];
  for (const [to, address, end, active] of rows) {
    t.equal(navLinkActive(to, address, end), active, `${to} on ${address}${end ? ' (end)' : ''}: ${active}`);
  }
});
