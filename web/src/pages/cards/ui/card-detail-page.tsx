import type { Account } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardActions } from '../../../entities/card/index.ts';
import {
  $actionBusy,
  $actionError,
  $blockAsking,
  aliasSubmitted,
  blockCanceled,
  blockClicked,
  blockConfirmed,
  pauseClicked,
  unpauseClicked,
} from '../../../features/card-actions/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { paths, Link } from '../../../shared/routes/index.ts';
import { Alert, Button, ConfirmDialog, TextField } from '../../../shared/ui/index.ts';
import { BalanceInquiry, CardLifecycle, CrossPlatformNotice } from './card-lifecycle.tsx';
import { CardEnrollment, CardLinks, CardWallet } from './card-more-actions.tsx';
import { CardFacts, cardTitle } from './card-summary.tsx';
import { CardRoute } from './load-state.tsx';
import './cards.css';

function AliasForm({ card }: { card: Account }) {
  const { t } = useTranslation();
  const [busy, submit] = useUnit([$actionBusy, aliasSubmitted]);
  const [name, setName] = useState(card.cardAliasName ?? '');
  const [tried, setTried] = useState(false);
  const blank = name.trim() === '';
  return (
    <form
      className="card-alias"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!blank) submit({ accountId: card.accountId, cardAliasName: name });
      }}
    >
      <TextField
        label={t('cards.alias')}
        name="cardAliasName"
        maxLength={40}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={tried && blank ? t('cards.errors.aliasRequired') : null}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {t('cards.saveAlias')}
      </Button>
    </form>
  );
}

function CardDetail({ card }: { card: Account }) {
  const { t } = useTranslation();
  const [busy, error, asking, pause, unpause, askBlock, cancelBlock, block] = useUnit([
    $actionBusy,
    $actionError,
    $blockAsking,
    pauseClicked,
    unpauseClicked,
    blockClicked,
    blockCanceled,
    blockConfirmed,
  ]);
  const text = useMessageText();
  const actions = cardActions({ statusId: card.accountStatusId, isVirtual: card.cardIsVirtual === true });
  const can = (a: (typeof actions)[number]) => actions.includes(a);
  return (
    <>
      <h1>{cardTitle(card)}</h1>
      <p>
        <Link to={paths.cards.getHref()}>{t('cards.backToCards')}</Link>
      </p>
      <section className="panel" aria-labelledby="card-facts-title">
        <h2 id="card-facts-title">{t('cards.details')}</h2>
        <CardFacts card={card} />
        <CrossPlatformNotice />
      </section>
      <section className="panel" aria-labelledby="card-actions-title">
        <h2 id="card-actions-title">{t('cards.actions')}</h2>
        {error ? <Alert>{text(error)}</Alert> : null}
        <div className="card-actions">
          {can('pause') ? (
            <Button disabled={busy} onClick={() => pause(card.accountId)}>
              {t('cards.pause')}
            </Button>
          ) : null}
          {can('unpause') ? (
            <Button disabled={busy} onClick={() => unpause(card.accountId)}>
              {t('cards.unpause')}
            </Button>
          ) : null}
          {can('changePin') ? (
            <Link className="btn btn-secondary" to={paths.cardPin.getHref(card.accountId)}>
              {t('cards.pinLink')}
            </Link>
          ) : null}
          {can('block') ? (
            <Button variant="secondary" disabled={busy} onClick={() => askBlock()}>
              {t('cards.block')}
            </Button>
          ) : null}
          <CardLinks card={card} actions={actions} />
        </div>
        {can('enrollment') ? <CardEnrollment card={card} /> : null}
        <CardWallet card={card} />
        {actions.length === 0 ? <p className="empty">{t('cards.noActions')}</p> : null}
        {can('balance') ? <BalanceInquiry card={card} /> : null}
        {can('editName') ? <AliasForm key={card.cardAliasName ?? ''} card={card} /> : null}
      </section>
      <CardLifecycle card={card} />
      {asking ? (
        <ConfirmDialog
          title={t('cards.blockTitle')}
          text={t('cards.blockText')}
          confirmLabel={t('cards.block')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => block(card.accountId)}
          onCancel={() => cancelBlock()}
        />
      ) : null}
    </>
  );
}

/** /cards/{accountId}: spec 2 §2 detail routing, then the card and the actions its status allows (spec 2 §4). */
export function CardDetailPage() {
  return <CardRoute>{(card) => <CardDetail card={card} />}</CardRoute>;
}
