import t from 'tap';
import { isActivity } from './sessions.ts';

// README "Security rules": every request of the session is activity except GET /session (the web's poll)
t.test('isActivity: everything but the GET /session poll', async (t) => {
  const rows: Array<[string, string, boolean]> = [
    ['GET', '/session', false],
    ['GET', '/session/', false],
    ['HEAD', '/session', false],
    ['GET', '/session?stage=2', false],
    ['POST', '/session/touch', true],
    ['POST', '/session', true],
    ['GET', '/session/config', true],
    ['GET', '/api/?method=accountListGet', true],
    ['POST', '/api/?method=accountListGet', true],
    ['GET', '/sessions', true],
    ['GET', '/', true],
  ];
  for (const [method, url, want] of rows) t.equal(isActivity(method, url), want, `${method} ${url}`);
});
