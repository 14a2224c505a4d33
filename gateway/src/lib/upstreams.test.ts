import t from 'tap';
import { envConfig, upstreamFor, upstreamsConfig } from './upstreams.ts';

t.test('upstreamFor(env, brand, stage) from the one config file', async (t) => {
  const rows: Array<[string, string, number, string, string, string, string, string]> = [
    // env, brand, stage, base, realtime, help desk, contracts service (spec 3 §7), analytics collector (spec 3 §7)
    [
      'local',
      'paxum',
      1,
      'http://127.0.0.1:4010/paxum/1',
      'ws://127.0.0.1:4010/paxum/1/realtime',
      'http://127.0.0.1:4010/helpdesk',
      'http://127.0.0.1:4010/contracts-service/paxum/1',
      'http://127.0.0.1:4010/analytics/paxum/1',
    ],
    [
      'local',
      'aplus',
      15,
      'http://127.0.0.1:4010/aplus/15',
      'ws://127.0.0.1:4010/aplus/15/realtime',
      'http://127.0.0.1:4010/helpdesk',
      'http://127.0.0.1:4010/contracts-service/aplus/15',
      'http://127.0.0.1:4010/analytics/aplus/15',
    ],
    [
      'staging',
      'paydek',
      7,
      'https://api-7.paydek.staging.example.invalid/v4',
      'wss://api-7.paydek.staging.example.invalid/v4/realtime',
      'https://helpdesk.staging.example.invalid/api',
      'https://contracts-7.paydek.staging.example.invalid/api',
      'https://analytics.staging.example.invalid/paydek/7',
    ],
    [
      'production',
      'fundstr',
      1,
      'https://api.fundstr.example.invalid/v4',
      'wss://api.fundstr.example.invalid/v4/realtime',
      'https://helpdesk.example.invalid/api',
      'https://contracts.fundstr.example.invalid/api',
      'https://analytics.example.invalid/fundstr/1',
    ],
  ];
  for (const [env, brand, stage, base, realtimeUrl, helpdeskBase, contractsBase, analyticsBase] of rows) {
    t.same(
      upstreamFor(env, brand, stage),
      { base, realtimeUrl, helpdeskBase, contractsBase, analyticsBase },
      `${env} ${brand} ${stage}`,
    );
  }
  t.equal(
    upstreamFor('local', 'paxum', 2, { fakesUrl: 'http://127.0.0.1:5555/' }).base,
    'http://127.0.0.1:5555/paxum/2',
    'FAKES_URL fills the local template',
  );
  t.equal(
    upstreamFor('local', 'paxum', 2, { fakesUrl: 'http://127.0.0.1:5555/' }).contractsBase,
    'http://127.0.0.1:5555/contracts-service/paxum/2',
    'FAKES_URL fills the contracts service template too',
  );
  t.throws(
    () =>
      upstreamsConfig.parse({
        envs: { local: { base: 'x', defaultStage: 1, helpdeskBase: 'y', realtimePath: '/realtime' } },
      }),
    /contractsBase/,
    'an env without contractsBase fails at load',
  );
  t.throws(() => upstreamFor('qa', 'paxum', 1), /unknown UPSTREAM_ENV/);
  t.equal(envConfig('local').defaultStage, 1);
});
