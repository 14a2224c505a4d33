import type { Account } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardActions } from '../../../entities/card/index.ts';
import {
  $pin,
  $pinChanged,
  $pinError,
  $pinChanging,
  $pinShowing,
  pinChangeSubmitted,
  pinHidden,
  pinShowClicked,
  validatePin,
} from '../../../features/card-actions/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { paths, Link } from '../../../shared/routes/index.ts';
import { Alert, Button, TextField } from '../../../shared/ui/index.ts';
import { cardTitle } from './card-summary.tsx';
import { CardRoute } from './load-state.tsx';
import './cards.css';

function PinScreen({ card }: { card: Account }) {
  const { t } = useTranslation();
  const [pin, error, changed, showing, changing, show, hide, submit] = useUnit([
    $pin,
    $pinError,
    $pinChanged,
    $pinShowing,
    $pinChanging,
    pinShowClicked,
    pinHidden,
    pinChangeSubmitted,
  ]);
  const [values, setValues] = useState({ pin: '', pinRepeat: '', confirm: false });
  const [tried, setTried] = useState(false);
  const errors = validatePin(values);
  const text = useMessageText();
  const allowed = cardActions({ statusId: card.accountStatusId, isVirtual: card.cardIsVirtual === true }).includes(
    'changePin',
  );
  return (
    <>
      <h1>{t('cards.pinTitle', { name: cardTitle(card) })}</h1>
      <p>
        <Link to={paths.cardsAccount.getHref(card.accountId)}>{t('cards.backToCard')}</Link>
      </p>
      {error ? <Alert>{text(error)}</Alert> : null}
      {!allowed ? (
        <p className="empty">{t('cards.pinNotAllowed')}</p>
      ) : (
        <>
          <section className="panel" aria-labelledby="pin-show-title">
            <h2 id="pin-show-title">{t('cards.showPin')}</h2>
            {pin ? (
              <>
                <p className="card-pin" data-testid="pin" aria-live="polite">
                  {pin}
                </p>
                <Button variant="secondary" onClick={() => hide()}>
                  {t('cards.hidePin')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" disabled={showing} onClick={() => show(card.accountId)}>
                {t('cards.showPin')}
              </Button>
            )}
          </section>
          <section className="panel" aria-labelledby="pin-change-title">
            <h2 id="pin-change-title">{t('cards.changePin')}</h2>
            {changed ? <Alert tone="info">{t('cards.pinChanged')}</Alert> : null}
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                setTried(true);
                submit({ accountId: card.accountId, ...values });
              }}
            >
              <TextField
                label={t('cards.newPin')}
                name="pin"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={values.pin}
                onChange={(e) => setValues({ ...values, pin: e.target.value })}
                error={tried && errors.pin ? t(`cards.errors.pin.${errors.pin}`) : null}
              />
              <TextField
                label={t('cards.pinRepeat')}
                name="pinRepeat"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={values.pinRepeat}
                onChange={(e) => setValues({ ...values, pinRepeat: e.target.value })}
                error={tried && errors.pinRepeat ? t('cards.errors.pinRepeat') : null}
              />
              <div className={tried && errors.confirm ? 'field field-invalid' : 'field'}>
                <label>
                  <input
                    type="checkbox"
                    name="confirm"
                    checked={values.confirm}
                    aria-invalid={tried && errors.confirm ? true : undefined}
                    onChange={(e) => setValues({ ...values, confirm: e.target.checked })}
                  />{' '}
                  {t('cards.pinConfirm')}
                </label>
                {tried && errors.confirm ? <p className="field-error">{t('cards.errors.confirm')}</p> : null}
              </div>
              <Button type="submit" disabled={changing}>
                {t('cards.changePin')}
              </Button>
            </form>
          </section>
        </>
      )}
    </>
  );
}

/** /card/{accountId}/pin/: show the PIN on request; change it (spec 2 §7 "Change pin (accountId, confirm, pin, pinRepeat)"). */
export function CardPinPage() {
  return <CardRoute>{(card) => <PinScreen card={card} />}</CardRoute>;
}
