import { allSettled, fork } from 'effector';
import t from 'tap';
import { cardOpened } from './model.ts';
import {
  $walletAdded,
  $walletAdding,
  $walletFailed,
  type WalletCard,
  walletAddClicked,
  walletAddFx,
} from './wallet.ts';

const card: WalletCard = { accountId: 7, cardholderName: 'Alex Kim', lastFour: '4111' };

t.test('spec 3 §3 addCardToWallet: the app adds the card; its refusal is said', async (t) => {
  const sent: WalletCard[] = [];
  let refuse = false;
  const scope = fork({
    handlers: [
      [
        walletAddFx,
        async (c: WalletCard) => {
          sent.push(c);
          if (refuse) throw new Error('empty data');
          return { added: true };
        },
      ],
    ],
  });
  await allSettled(walletAddClicked, { scope, params: card });
  t.same(sent, [card]);
  t.equal(scope.getState($walletAdded), 7);
  t.equal(scope.getState($walletFailed), false);
  refuse = true;
  await allSettled(walletAddClicked, { scope, params: card });
  t.equal(scope.getState($walletAdded), null, 'the earlier success is not shown with the new attempt');
  t.equal(scope.getState($walletFailed), true);
  t.equal(scope.getState($walletAdding), false);
  await allSettled(cardOpened, { scope });
  t.equal(scope.getState($walletFailed), false, 'another card starts clean');
});
