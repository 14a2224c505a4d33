/**
 * The gateway's pact with the analytics collector (spec 3 §7 "Analytics is third-party and recorded via its own
 * host"; contracts analytics.ts): POST /collect with a batch of pageviews of one brand and stage.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { analyticsCollect, createClient } from '../src/index.ts';
import { tenant } from './provider-support.ts';
import { participants, pactDir } from './support.ts';

const { integer } = MatchersV3;

const pact = new PactV4({
  consumer: participants.gateway,
  provider: participants.analytics,
  dir: pactDir,
  logLevel: 'warn',
});

t.test('POST /collect: a batch of pageviews recorded for its brand and stage', async (t) => {
  const body = {
    brand: tenant.brand,
    stage: tenant.stage,
    events: [
      { type: 'pageview' as const, path: '/login', at: '2026-11-28T10:00:00.000Z', lang: 'en' },
      { type: 'pageview' as const, path: '/home', at: '2026-11-28T10:00:05.000Z', lang: 'en' },
    ],
  };
  await pact
    .addInteraction()
    .uponReceiving('a batch of two pageviews')
    .withRequest('POST', '/collect', (b) => b.jsonBody(body))
    .willRespondWith(200, (b) => b.jsonBody({ accepted: integer(2) }))
    .executeTest(async (mock) => {
      const answer = await createClient({ baseUrl: mock.url }).call(analyticsCollect, { body });
      t.equal(answer.accepted, 2);
    });
});
