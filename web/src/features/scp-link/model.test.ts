import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $deeplink,
  $scpError,
  $storesSent,
  linkDeviceClicked,
  phoneChanged,
  phoneSubmitted,
  scpRequestMutation,
  storesUrlsSendMutation,
} from './model.ts';

t.test('/scp: link a device shows the deep link; a refusal shows its message and the next try clears it', async (t) => {
  let refuse = true;
  const scope = fork({
    handlers: [
      [
        scpRequestMutation.__.executeFx,
        async () => {
          if (refuse) throw new ApiError('Not available now', 200, 'SE', undefined);
          return { deeplink: 'app://scp/link?key=k' };
        },
      ],
    ],
  });
  await allSettled(linkDeviceClicked, { scope });
  t.same(scope.getState($scpError), { text: 'Not available now' });
  t.equal(scope.getState($deeplink), null);
  refuse = false;
  await allSettled(linkDeviceClicked, { scope });
  t.equal(scope.getState($scpError), null);
  t.equal(scope.getState($deeplink), 'app://scp/link?key=k');
});

t.test('/scp-mobile: the store links go to the trimmed phone number; an empty one is not sent', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [[storesUrlsSendMutation.__.executeFx, async (input: unknown) => (sent.push(input), {})]],
  });
  await allSettled(phoneChanged, { scope, params: '   ' });
  await allSettled(phoneSubmitted, { scope });
  t.same(sent, [], 'nothing sent for a blank number');
  await allSettled(phoneChanged, { scope, params: ' +44 7700 900123 ' });
  await allSettled(phoneSubmitted, { scope });
  t.same(sent, [{ body: { phoneNumber: '+44 7700 900123' } }]);
  t.equal(scope.getState($storesSent), true);
});
