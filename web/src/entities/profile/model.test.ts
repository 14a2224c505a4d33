import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $profile, $profileError, $profileStatus, profileQuery, profileRequested } from './model.ts';

const profile = { phones: [], addresses: [], emails: [], documents: [] };

t.test('profile loads, and a failed reload keeps what is shown', async (t) => {
  let fail = false;
  const scope = fork({
    handlers: [
      [
        profileQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('Server is busy', 200, 'UE', {});
          return { responseCode: '00', profile };
        },
      ],
    ],
  });
  await allSettled(profileRequested, { scope });
  t.equal(scope.getState($profileStatus), 'ready');
  t.same(scope.getState($profile), profile);
  fail = true;
  await allSettled(profileRequested, { scope });
  t.equal(scope.getState($profileStatus), 'ready', 'still ready');
  t.same(scope.getState($profile), profile, 'the sections stay');
  t.same(scope.getState($profileError), { text: 'Server is busy' });
  fail = false;
  await allSettled(profileRequested, { scope });
  t.equal(scope.getState($profileError), null, 'a load that succeeds clears the error');
});

t.test('a first load that fails is the page’s failure', async (t) => {
  const scope = fork({
    handlers: [
      [
        profileQuery.__.executeFx,
        async () => {
          throw new ApiError('Server is busy', 200, 'UE', {});
        },
      ],
    ],
  });
  await allSettled(profileRequested, { scope });
  t.equal(scope.getState($profileStatus), 'failed');
  t.equal(scope.getState($profile), null);
});
