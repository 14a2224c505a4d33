import type { Address } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentStatusName, useAction } from '../../../entities/profile/index.ts';
import { Button, ConfirmDialog, ErrorWithRetry } from '../../../shared/ui/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { useAddressReplacementGuard } from '../../../features/card-lifecycle/index.ts';
import { DocumentUploadForm } from '../../../features/document-upload/index.ts';
import { addressConfirmFx, addressCreateFx, addressDeleteFx, addressReplaceFx } from '../model.ts';
import { AddressFormFields } from './address-form.tsx';

const oneLine = (a: Address) =>
  [a.address1, a.address2, a.city, a.stateName ?? a.stateCode, a.postalCode, a.countryCode]
    .filter((x) => x !== undefined && x !== '')
    .join(', ');

function AddressRow({ address, onChanged }: { address: Address; onChanged: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const confirm = useAction(useUnit(addressConfirmFx));
  const replace = useAction(useUnit(addressReplaceFx));
  const remove = useAction(useUnit(addressDeleteFx));
  // cards (spec 2 §7): the address-replacement compatibility check asks first when cards are affected
  const cardGuard = useAddressReplacementGuard();
  const [mode, setMode] = useState<'view' | 'replace' | 'upload'>('view');
  const [asking, setAsking] = useState(false);
  const error = confirm.error ?? remove.error;

  return (
    <li data-testid={`address-${address.addressId}`}>
      <div>
        <strong>{t(`profilePage.addresses.kinds.${address.kind}`)}</strong>: {oneLine(address)}
        <div>
          <span className={address.addressStatus === 1 ? 'tag tag-ok' : 'tag tag-warning'}>
            {t('profilePage.addresses.status', {
              status: t(`profilePage.addresses.statuses.${address.addressStatus}`),
            })}
          </span>
        </div>
        {address.isDocumentOutOfDate ? <p>{t('profilePage.addresses.outOfDate')}</p> : null}
        {address.isDocumentRequired ? <p>{t('profilePage.addresses.documentRequired')}</p> : null}
        {address.isCardDocumentRequired ? <p>{t('profilePage.addresses.cardDocumentRequired')}</p> : null}
        {address.uploadedDocuments.length > 0 ? (
          <ul>
            {address.uploadedDocuments.map((d) => (
              <li key={d.id}>
                {d.documentType} —{' '}
                {t(`documents.status.${documentStatusName(d.statusId, { expiresDate: d.expiresDate })}`)}
                {d.rejectReason ? ` · ${t('documents.rejectReason', { reason: d.rejectReason })}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <span className="item-actions">
        {!address.confirmed ? (
          <Button
            variant="secondary"
            disabled={confirm.pending}
            onClick={async () => {
              if (await confirm.run({ body: { addressId: address.addressId } })) onChanged();
            }}
          >
            {t('profilePage.confirm')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setMode(mode === 'upload' ? 'view' : 'upload')}>
          {t('documents.upload')}
        </Button>
        <Button variant="secondary" onClick={() => setMode(mode === 'replace' ? 'view' : 'replace')}>
          {t('profilePage.replace')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('profilePage.delete')}
        </Button>
      </span>
      {error ? <ErrorWithRetry message={text(error)} /> : null}
      {mode === 'replace' ? (
        <AddressFormFields
          initial={{
            kind: address.kind,
            address1: address.address1,
            address2: address.address2 ?? '',
            city: address.city,
            postalCode: address.postalCode,
            countryCode: address.countryCode,
            stateCode: address.stateCode === undefined ? '' : String(address.stateCode),
          }}
          submitLabel={t('profilePage.save')}
          busy={replace.pending || cardGuard.checking}
          error={replace.error}
          onCancel={() => setMode('view')}
          onSubmit={(body) =>
            cardGuard.guard(body.countryCode, address.addressId, async () => {
              if (await replace.run({ body: { ...body, addressId: address.addressId } })) {
                setMode('view');
                onChanged();
              }
            })
          }
        />
      ) : null}
      {cardGuard.dialog}
      {mode === 'upload' ? (
        <DocumentUploadForm
          categoryIds={[2, 8]}
          addressId={address.addressId}
          countryCode={address.countryCode}
          onUploaded={onChanged}
          onClose={() => setMode('view')}
        />
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('profilePage.addresses.deleteTitle')}
          text={t('profilePage.addresses.deleteText', { address: oneLine(address) })}
          confirmLabel={t('profilePage.delete')}
          cancelLabel={t('common.cancel')}
          busy={remove.pending}
          onConfirm={() =>
            void remove.run({ body: { addressId: address.addressId } }).then((done) => {
              setAsking(false);
              if (done) onChanged();
            })
          }
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </li>
  );
}

/** /profile addresses (spec 1 §3): kinds 0..5, statuses 0..4, documents with status and reject reason. */
export function AddressesSection({ addresses, onChanged }: { addresses: readonly Address[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const create = useAction(useUnit(addressCreateFx));
  const [adding, setAdding] = useState(false);
  return (
    <section className="panel" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('profilePage.addresses.title')}</h2>
      {addresses.length === 0 ? <p className="empty">{t('profilePage.addresses.empty')}</p> : null}
      <ul className="item-list">
        {addresses.map((a) => (
          <AddressRow key={a.addressId} address={a} onChanged={onChanged} />
        ))}
      </ul>
      {adding ? (
        <AddressFormFields
          submitLabel={t('profilePage.addresses.add')}
          busy={create.pending}
          error={create.error}
          onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            if (await create.run({ body })) {
              setAdding(false);
              onChanged();
            }
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('profilePage.addresses.add')}
        </Button>
      )}
    </section>
  );
}
