import t from 'tap';
import { accessRightName, isSelectableAccessRight, representativePosition, selectableAccessRights } from './access.ts';

t.test(
  'spec 1 §6 "Access rights values: 0 no access, 1 read, 2 full access, 3 initiate, 4 confirmed, 5 uploading"',
  async (t) => {
    const rows: [value: number, want: string | undefined][] = [
      [0, 'noAccess'],
      [1, 'read'],
      [2, 'fullAccess'],
      [3, 'initiate'],
      [4, 'confirmed'],
      [5, 'uploading'],
      [6, undefined],
    ];
    for (const [value, want] of rows) t.equal(accessRightName(value), want, `${value} → ${want}`);
  },
);

t.test('spec 1 §6 "Right value 5 is excluded from the selectable rights list."', async (t) => {
  t.same(
    selectableAccessRights().map((o) => o.value),
    [0, 1, 2, 3, 4],
    '0..4 in order, 5 excluded',
  );
  t.same(
    selectableAccessRights().map((o) => o.name),
    ['noAccess', 'read', 'fullAccess', 'initiate', 'confirmed'],
  );
  t.equal(isSelectableAccessRight(5), false, '5 is not selectable');
  t.equal(isSelectableAccessRight(2), true, '2 is selectable');
  t.equal(isSelectableAccessRight(7), false, 'out of range is not selectable');
});

t.test('spec 3 §3 "2 director; 6 and 9 shareholder; 8 owner; any other value is an authorised user."', async (t) => {
  const rows: [positionId: number | undefined, want: string][] = [
    [2, 'director'],
    [6, 'shareholder'],
    [9, 'shareholder'],
    [8, 'owner'],
    [1, 'authorisedUser'],
    [5, 'authorisedUser'],
    [undefined, 'authorisedUser'],
  ];
  for (const [id, want] of rows) t.equal(representativePosition(id), want, `${String(id)} → ${want}`);
});
