import t from 'tap';
import { defaultFilters, listQueryOf, statusesOf } from './model.ts';

t.test('statusesOf: the status filter as spec 3 §4 statuses', async (t) => {
  t.same(statusesOf('all'), [], 'all: no statuses filter');
  t.same(statusesOf('pending'), ['UNSIGNED', 'WAITING', 'NEED_IDENTIFICATION'], 'not yet in force');
  t.same(statusesOf('active'), ['SIGNED', 'ACTIVE', 'TERMINATING'], 'in force');
  t.same(statusesOf('ended'), ['EXPIRED', 'TERMINATED', 'CANCELLED', 'REJECTED'], 'ended');
  t.same(statusesOf('REJECTED'), ['REJECTED'], 'one status');
});

t.test('listQueryOf: spec 3 §7 GET /contract query, "The list screen uses pageSize 1000"', async (t) => {
  t.same(listQueryOf(defaultFilters), { orderBy: 'CREATED_AT', orderDir: 'DESC', page: 1, pageSize: 1000 });
  t.same(
    listQueryOf({
      status: 'pending',
      companyName: '  Studio ',
      counterpartyName: 'alex',
      orderBy: 'INCOMING_FIRST',
      orderDir: 'ASC',
    }),
    {
      statuses: 'UNSIGNED,WAITING,NEED_IDENTIFICATION',
      companyName: 'Studio',
      counterpartyName: 'alex',
      orderBy: 'INCOMING_FIRST',
      orderDir: 'ASC',
      page: 1,
      pageSize: 1000,
    },
    'filters trimmed, statuses comma-separated',
  );
  t.notOk('companyName' in listQueryOf({ ...defaultFilters, companyName: '   ' }), 'a blank name is not sent');
});
