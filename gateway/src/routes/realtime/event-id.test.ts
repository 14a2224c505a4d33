import t from 'tap';
import { eventIdOf } from './event-id.ts';

t.test('eventIdOf reads the optional positive integer id of a frame (contracts realtime.ts)', async (t) => {
  const rows: [string, string, number | undefined][] = [
    ['a notification with its id', '{"type":"Notification","id":7,"payload":{"type":"info"}}', 7],
    ['a Ping without one', '{"type":"Ping","payload":{}}', undefined],
    ['not JSON', 'echo:hello', undefined],
    ['JSON null', 'null', undefined],
    ['a string id', '{"type":"Ping","id":"7"}', undefined],
    ['zero', '{"type":"Ping","id":0}', undefined],
    ['a fraction', '{"type":"Ping","id":1.5}', undefined],
    ['an id in the payload only', '{"type":"Notification","payload":{"id":3}}', undefined],
  ];
  for (const [name, frame, id] of rows) t.equal(eventIdOf(Buffer.from(frame)), id, name);
  t.equal(eventIdOf([Buffer.from('{"id":'), Buffer.from('9}')]), 9, 'a fragmented frame');
});
