import t from 'tap';
import { namedRedirects, paths, routeList } from './paths.ts';

t.test('every route of spec 1 §2 is declared with its layout', async (t) => {
  const spec: Record<string, string[]> = {
    external: [
      '/login',
      '/register',
      '/register/business',
      '/register/personal',
      '/activate',
      '/receive/:id',
      '/video-identity-job/:id',
      '/identity-verification/:workflowRunId/:token',
      '/scp-mobile',
      '/self-certification-representative',
    ],
    restricted: [
      '/admin-overview',
      '/scp',
      '/self-certification-splash',
      '/self-certification-business-splash',
      '/kyc',
      '/company-documents',
      '/self-certification',
      '/self-certification-business',
    ],
    main: [
      '/add-card',
      '/confirm-card/:cardId',
      '/profile-update',
      '/unverified-account',
      '/limited-account',
      '/profile',
      '/home',
      '/news',
      '/setting',
      '/company-access',
      '/payout-blacklist',
      '/login-history',
      '/legal',
      '/profile/notifications',
      '/history',
      '/history/batch-transfers',
      '/transfer/external',
      '/transfer/mass',
      '/transfer/mass/wire',
      '/transfer/mass/eft',
      '/transfer/mass/oct',
      '/transfer/mass/digital',
      '/transfer/mass/global',
      '/transfer/external/mass/confirm',
      '/transfer/external/global-summary',
      '/transfer/p2p',
      '/transfer/mass/p2p',
      '/transfer/mass/p2p/confirm',
      '/transfer/account',
      '/transfer/preapproved-payments',
      '/transfer/invoices',
      '/transfer/approved',
      '/cards',
      '/cards/:accountId',
      '/card/:accountId/pin/',
      '/messages',
      '/statements',
      '/company/:path',
      '/company',
      '/company-emails',
      '/auth/sei',
      '/revenue-split',
      '/revenue-split/new',
      '/revenue-split/:contractId',
    ],
    static: ['/legal/:brandTos/', '/404'],
  };
  for (const [layout, list] of Object.entries(spec)) {
    for (const path of list) {
      const route = routeList.find((r) => r.path === path);
      t.ok(route, `${path} declared`);
      t.equal(route?.layout, layout, `${path} in the ${layout} layout`);
    }
  }
  t.equal(new Set(routeList.map((r) => r.path)).size, routeList.length, 'no path declared twice');
  t.equal(new Set(routeList.map((r) => r.name)).size, routeList.length, 'no name used twice');
});

t.test('getHref fills and encodes the parameters', async (t) => {
  t.equal(paths.home.getHref(), '/home');
  t.equal(paths.confirmCard.getHref(42), '/confirm-card/42');
  t.equal(paths.identityVerification.getHref('run 1', 'a/b'), '/identity-verification/run%201/a%2Fb');
  t.equal(paths.cardPin.getHref(7), '/card/7/pin/');
  t.equal(paths.legalTos.getHref('paydek'), '/legal/paydek-tos/');
  t.equal(paths.revenueSplitContract.getHref('c-9'), '/revenue-split/c-9');
});

t.test('spec 1 §2 "Named routes (product\'s own names)": each names a route or leads to one', async (t) => {
  const spec =
    'auth, auth.login, auth.register, auth.register-business, auth.register-new-business, auth.register-personal, auth.activate, kyc, business-kyc, scp-enable, scp-enable_mobile, statements, addCard, confirmCard, profile-update, unverified-account, home, limited-account, profile, company, company-documents, company-emails, admin-overview, oau, page_404, setting, settings.company-access, payout-blacklist, login-history, profile.legal, profile.notifications, history, batch, news, merchant, messages, cards, smartContracts, smartContract, newSmartContract, video-identity-job, self-certification';
  for (const name of spec.split(', ')) {
    const route = routeList.find((r) => r.name === name);
    const redirect = namedRedirects.find((r) => r.name === name);
    t.ok(route ?? redirect, `${name} is in the route table`);
    if (redirect) {
      t.notOk(route, `${name}: a redirect or a route, not both`);
      t.ok(
        routeList.some((r) => r.path === redirect.to),
        `${name} leads to a declared route (${redirect.to})`,
      );
      t.notOk(
        routeList.some((r) => r.path === redirect.path),
        `${name}'s address ${redirect.path} is no other route's`,
      );
    }
  }
  t.equal(paths.notFound.name, 'page_404');
});
