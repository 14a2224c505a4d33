import t from 'tap';
import { availableCategories, percentOf, uploadSlots } from './plan.ts';

t.test('uploadSlots: the files each type needs', async (t) => {
  t.same(uploadSlots(4, 'US'), ['front', 'back'], 'type 4: front and back');
  t.same(uploadSlots(5, 'US'), ['front', 'back'], 'type 5: front and back');
  t.same(uploadSlots(88, 'UA'), ['registrationStamp', 'passportFront'], 'type 88 in UA');
  t.equal(uploadSlots(88, 'US'), null, 'type 88 outside RU/UA');
  t.same(uploadSlots(12, 'US'), ['single'], 'other types: one file');
});

t.test('availableCategories drops what the country cannot use', async (t) => {
  const categories = [
    {
      id: 1,
      name: 'Identity',
      customerDocumentTypes: [
        { id: 4, name: 'ID card' },
        { id: 88, name: 'Internal passport' },
      ],
    },
    { id: 12, name: 'Residence permit', customerDocumentTypes: [{ id: 88, name: 'Internal passport' }] },
  ];
  t.same(
    availableCategories(categories, 'US').map((c) => [c.id, c.customerDocumentTypes.map((x) => x.id)]),
    [[1, [4]]],
  );
  t.same(availableCategories(categories, 'RU').length, 2);
});

t.test('percentOf', async (t) => {
  t.equal(percentOf(0, 0), 0);
  t.equal(percentOf(50, 200), 25);
  t.equal(percentOf(300, 200), 100);
});
