import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isBusiness } from '../../../entities/customer/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, ConfirmDialog } from '../../../shared/ui/index.ts';
import {
  $asking,
  $createError,
  $created,
  $creating,
  createCanceled,
  createClicked,
  createConfirmed,
  personalAccountOffer,
} from '../model.ts';

interface Props {
  /** switch to the new personal customer (the customer access screen's own choice) */
  onSwitch: (customerId: number) => void;
  /** a switch is under way */
  switching: boolean;
}

/** Spec 2 §7 "create personal account": the offer, its question, its progress and its result. */
export function CreatePersonalAccount({ onSwitch, switching }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [isBusiness, asking, creating, created, error, ask, cancel, confirm] = useUnit([
    $isBusiness,
    $asking,
    $creating,
    $created,
    $createError,
    createClicked,
    createCanceled,
    createConfirmed,
  ]);
  const offer = personalAccountOffer(isBusiness, created !== null);
  if (offer === 'none') return null;
  return (
    <section className="panel" aria-labelledby="personal-account-title">
      <h2 id="personal-account-title">{t('personalAccount.title')}</h2>
      {error ? <Alert>{text(error)}</Alert> : null}
      {created ? (
        <>
          <Alert tone="info">{t('personalAccount.created', { name: created.customerName })}</Alert>
          <Button disabled={switching} onClick={() => onSwitch(created.customerId)}>
            {t('personalAccount.switchTo', { name: created.customerName })}
          </Button>
        </>
      ) : (
        <>
          <p>{t('personalAccount.intro')}</p>
          {creating ? <p role="status">{t('personalAccount.creating')}</p> : null}
          <Button variant="secondary" disabled={creating} onClick={() => ask()}>
            {t('personalAccount.create')}
          </Button>
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title={t('personalAccount.confirmTitle')}
          text={t('personalAccount.confirmText')}
          confirmLabel={t('personalAccount.create')}
          cancelLabel={t('common.cancel')}
          busy={creating}
          onConfirm={() => confirm()}
          onCancel={() => cancel()}
        />
      ) : null}
    </section>
  );
}
