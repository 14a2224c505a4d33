import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { type Language, languages, messages, translate } from '@app/locales';
import {
  $error,
  $settings,
  $status,
  groupSettings,
  opened,
  setMutation,
  settingLabel,
  settingsQuery,
  toggled,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const a = { group: 'Payments', identified: 'paymentIn', value: true };
const b = { group: 'Payments', identified: 'paymentOut', value: false };
const c = { group: 'Security', identified: 'signIn', value: true };

t.test('groupSettings keeps the server order', async (t) => {
  t.same(groupSettings([a, c, b]), [
    ['Payments', [a, b]],
    ['Security', [c]],
  ]);
  t.same(groupSettings([]), []);
});

t.test('set sends identified and value; the switch moves at once', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [settingsQuery.__.executeFx, async () => ({ ...ok, settings: [a, b] })],
      [setMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), ok)],
    ],
  });
  await allSettled(opened, { scope });
  await allSettled(toggled, { scope, params: { identified: 'paymentOut', value: true } });
  t.equal(scope.getState($status), 'ready');
  t.same(sent, [{ identified: 'paymentOut', value: true }]);
  t.same(scope.getState($settings), [a, { ...b, value: true }]);
});

t.test('a refused set rolls back and shows the message', async (t) => {
  const scope = fork({
    values: [[$settings, [a, b]]],
    handlers: [
      [
        setMutation.__.executeFx,
        async () => {
          throw new ApiError('Not allowed', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(toggled, { scope, params: { identified: 'paymentIn', value: false } });
  t.same(scope.getState($settings), [a, b], 'back to true');
  t.same(scope.getState($error), { text: 'Not allowed' });
});

t.test('a failed load is shown inline as failed with its message', async (t) => {
  const scope = fork({
    handlers: [
      [
        settingsQuery.__.executeFx,
        async () => {
          throw new ApiError('Try later', 200, 'SE', undefined);
        },
      ],
    ],
  });
  t.equal(scope.getState($status), 'idle');
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'failed');
  t.same(scope.getState($error), { text: 'Try later' });
});

t.test('settings labels: a text in the page language, an unknown identifier as itself', async (t) => {
  const tIn =
    (lang: Language) =>
    (key: string, { defaultValue }: { defaultValue: string }): string => {
      const text = translate(lang, key);
      return text === key ? defaultValue : text;
    };
  const rows: [Language, 'groups' | 'items', string, string, string][] = [
    ['en', 'groups', 'Security', 'Security', "the issue's raw 'Security' now has a text"],
    ['ru', 'groups', 'Security', 'Безопасность', 'in the page language'],
    ['en', 'items', 'loginNewDevice', 'A sign-in from a new device', "the raw 'loginNewDevice' reads as words"],
    ['uk', 'items', 'transferSent', 'Я надсилаю переказ', 'in the page language'],
    ['es', 'items', 'somethingNew', 'somethingNew', 'an identifier without a text shows as itself'],
    ['ru', 'groups', 'Limits', 'Limits', 'an unknown group shows as itself'],
    ['en', 'items', 'title.x', 'title.x', 'a dotted identifier is no nested key'],
  ];
  for (const [lang, kind, id, want, why] of rows)
    t.equal(settingLabel(tIn(lang), kind, id), want, `${lang} ${id}: ${why}`);
  for (const lang of languages) {
    const tree = messages[lang].notifications as { groups: Record<string, string>; items: Record<string, string> };
    t.same(Object.keys(tree.groups), ['Security', 'Transfers', 'Marketing'], `${lang}: every group has a label`);
    t.same(
      Object.keys(tree.items),
      ['loginNewDevice', 'passwordChanged', 'transferReceived', 'transferSent', 'newsletter'],
      `${lang}: every setting has a label`,
    );
  }
});
