import { type Address, addressStatusIds, documentCategoryIds } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $config, mapLinkFor } from '../../../entities/brand/index.ts';
import { documentStatusName } from '../../../entities/profile/index.ts';
import { Button, ConfirmDialog, ErrorWithRetry } from '../../../shared/ui/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { useAddressReplacementGuard } from '../../../features/card-lifecycle/index.ts';
import { DocumentUploadForm } from '../../../features/document-upload/index.ts';
import {
  $adding,
  $deleteAsked,
  $modes,
  AddressesSectionGate,
  NEW_ADDRESS,
  addClosed,
  addMutation,
  addOpened,
  addSubmitted,
  confirmClicked,
  confirmMutation,
  deleteAsked,
  deleteCanceled,
  deleteConfirmed,
  deleteMutation,
  modeClosed,
  modeToggled,
  replaceMutation,
  replaceSubmitted,
} from '../model.ts';
import { AddressFormFields } from './address-form.tsx';

/** Spec 1 §3 document categories an address's proof is uploaded under: address, registration address. */
const addressCategories = [documentCategoryIds.address, documentCategoryIds.registrationAddress] as const;

const oneLine = (a: Address) =>
  [a.address1, a.address2, a.city, a.stateName ?? a.stateCode, a.postalCode, a.countryCode]
    .filter((x) => x !== undefined && x !== '')
    .join(', ');

function AddressRow({ address, onChanged }: { address: Address; onChanged: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const key = String(address.addressId);
  const config = useUnit($config);
  const mapLink = mapLinkFor(config?.mapsUrl, oneLine(address));
  const [confirming, confirmErrors, replacing, replaceErrors, deleting, deleteErrors, modes, askedFor] = useUnit([
    confirmMutation.$pendingKeys,
    confirmMutation.$errors,
    replaceMutation.$pendingKeys,
    replaceMutation.$errors,
    deleteMutation.$pendingKeys,
    deleteMutation.$errors,
    $modes,
    $deleteAsked,
  ]);
  const [confirm, toggleMode, closeMode, submitReplace, ask, cancel, remove] = useUnit([
    confirmClicked,
    modeToggled,
    modeClosed,
    replaceSubmitted,
    deleteAsked,
    deleteCanceled,
    deleteConfirmed,
  ]);
  // cards (spec 2 §7): the address-replacement compatibility check asks first when cards are affected
  const cardGuard = useAddressReplacementGuard();
  const mode = modes[address.addressId] ?? 'view';
  const error = confirmErrors[key] ?? deleteErrors[key] ?? null;

  return (
    <li data-testid={`address-${address.addressId}`}>
      <div>
        <strong>{t(`profilePage.addresses.kinds.${address.kind}`)}</strong>: {oneLine(address)}
        {mapLink ? (
          <>
            {' '}
            <a
              href={mapLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('maps.showLabel', { address: oneLine(address) })}
            >
              {t('maps.show')}
            </a>
          </>
        ) : null}
        <div>
          <span className={address.addressStatus === addressStatusIds.confirmed ? 'tag tag-ok' : 'tag tag-warning'}>
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
          <Button variant="secondary" disabled={confirming.includes(key)} onClick={() => confirm(address.addressId)}>
            {t('profilePage.confirm')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => toggleMode({ addressId: address.addressId, mode: 'upload' })}>
          {t('documents.upload')}
        </Button>
        <Button variant="secondary" onClick={() => toggleMode({ addressId: address.addressId, mode: 'replace' })}>
          {t('profilePage.replace')}
        </Button>
        <Button variant="secondary" onClick={() => ask(address.addressId)}>
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
          busy={replacing.includes(key) || cardGuard.checking}
          error={replaceErrors[key] ?? null}
          onCancel={() => closeMode(address.addressId)}
          onSubmit={(body) =>
            cardGuard.guard(body.countryCode, address.addressId, async () => {
              submitReplace({ ...body, addressId: address.addressId });
            })
          }
        />
      ) : null}
      {cardGuard.dialog}
      {mode === 'upload' ? (
        <DocumentUploadForm
          categoryIds={addressCategories}
          addressId={address.addressId}
          countryCode={address.countryCode}
          onUploaded={onChanged}
          onClose={() => closeMode(address.addressId)}
        />
      ) : null}
      {askedFor === address.addressId ? (
        <ConfirmDialog
          title={t('profilePage.addresses.deleteTitle')}
          text={t('profilePage.addresses.deleteText', { address: oneLine(address) })}
          confirmLabel={t('profilePage.delete')}
          cancelLabel={t('common.cancel')}
          busy={deleting.includes(key)}
          onConfirm={() => remove(address.addressId)}
          onCancel={() => cancel()}
        />
      ) : null}
    </li>
  );
}

/**
 * /profile addresses (spec 1 §3): kinds 0..5, statuses 0..4, documents with status and reject reason.
 * The address calls reload the profile from the model; `onChanged` is for a document uploaded here.
 */
export function AddressesSection({ addresses, onChanged }: { addresses: readonly Address[]; onChanged: () => void }) {
  const { t } = useTranslation();
  useGate(AddressesSectionGate);
  const [adding, addingKeys, addErrors, open, close, submit] = useUnit([
    $adding,
    addMutation.$pendingKeys,
    addMutation.$errors,
    addOpened,
    addClosed,
    addSubmitted,
  ]);
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
          busy={addingKeys.includes(NEW_ADDRESS)}
          error={addErrors[NEW_ADDRESS] ?? null}
          onCancel={() => close()}
          onSubmit={(body) => submit(body)}
        />
      ) : (
        <Button variant="secondary" onClick={() => open()}>
          {t('profilePage.addresses.add')}
        </Button>
      )}
    </section>
  );
}
