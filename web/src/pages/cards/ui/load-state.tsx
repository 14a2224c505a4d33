import type { Account } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $accounts } from '../../../entities/account/index.ts';
import { cardDetailRoute } from '../../../entities/card/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { homeHref, paths, Navigate, useParams } from '../../../shared/routes/index.ts';
import { LoadStatus } from '../../../shared/ui/index.ts';
import { $cardsError, $cardsStatus, CardPageGate, retryClicked } from '../model.ts';

/** Loading (skeleton), failed (message and retry), then the screen. */
export function LoadState({ children }: { children: () => ReactNode }) {
  const { t } = useTranslation();
  const [status, error, retry] = useUnit([$cardsStatus, $cardsError, retryClicked]);
  const text = useMessageText();
  return (
    <LoadStatus
      status={status}
      error={status !== 'failed' ? null : error ? `${t('cards.loadFailed')} ${text(error)}` : t('cards.loadFailed')}
      onRetry={() => retry()}
      retryLabel={t('common.retry')}
      loadingLabel={t('common.loading')}
      lines={3}
    >
      {children}
    </LoadStatus>
  );
}

/**
 * The screens of one card (/cards/{accountId}, /card/{accountId}/pin/): loads the cards, applies spec 2 §2's
 * detail routing ("allowed only for an open prepaid card account; otherwise /cards if more than one card-type
 * account exists, else home"), then shows `children` for the card.
 */
export function CardRoute({ children }: { children: (card: Account) => ReactNode }) {
  const accountId = Number(useParams().accountId);
  useGate(CardPageGate, { accountId });
  const [accounts, status] = useUnit([$accounts, $cardsStatus]);
  return (
    <LoadState>
      {() => {
        if (status !== 'ready') return null;
        const route = cardDetailRoute(accounts, accountId);
        if (route.to === 'cards') return <Navigate to={paths.cards.getHref()} replace />;
        if (route.to !== 'detail') return <Navigate to={homeHref} replace />;
        return children(accounts.find((a) => a.accountId === accountId) as Account);
      }}
    </LoadState>
  );
}
