import { useGate, useUnit } from 'effector-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/index.ts';
import {
  $addressCheck,
  $addressWarning,
  AddressReplacementGuardGate,
  addressCheckClosed,
  addressCheckRequested,
} from '../model.ts';

/**
 * Before an address is replaced (spec 2 §7 "Address replacement compatibility check (countryCode, oldAddressId)"):
 * asks which cards the move would cancel or still ship to the old address. Nothing affected: the replacement goes
 * on at once. Otherwise the customer reads which cards, by name, and confirms or cancels. The check and its answer
 * live in the model (`$addressCheck`, `$addressWarning`); this hook only keeps the row's own continuation (a
 * callback, not server data) and which address it asked about.
 */
export function useAddressReplacementGuard(): {
  guard: (countryCode: string, oldAddressId: number, proceed: () => Promise<void>) => Promise<void>;
  checking: boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  useGate(AddressReplacementGuardGate);
  const [check, warning, request, close] = useUnit([
    $addressCheck,
    $addressWarning,
    addressCheckRequested,
    addressCheckClosed,
  ]);
  const proceedRef = useRef<(() => Promise<void>) | null>(null);
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // the model's check is this row's when it is about the address this row asked for
  const status = check !== null && check.oldAddressId === askedFor ? check.status : null;

  // nothing affected: on at once
  useEffect(() => {
    if (status !== 'clear') return;
    const proceed = proceedRef.current;
    proceedRef.current = null;
    close();
    void proceed?.();
  }, [status, close]);

  function guard(countryCode: string, oldAddressId: number, proceed: () => Promise<void>): Promise<void> {
    proceedRef.current = proceed;
    setAskedFor(oldAddressId);
    request({ countryCode, oldAddressId });
    return Promise.resolve();
  }

  let dialog: ReactNode = null;
  if (status === 'ask' || status === 'failed') {
    const lines =
      status === 'failed'
        ? [t('cardLifecycle.addressCheckFailed')]
        : !warning || warning.kind === 'none'
          ? []
          : [
              ...(warning.canceled.length > 0
                ? [t('cardLifecycle.addressCanceled', { cards: warning.canceled.join(', ') })]
                : []),
              ...(warning.shippedToOldAddress.length > 0
                ? [t('cardLifecycle.addressShippedOld', { cards: warning.shippedToOldAddress.join(', ') })]
                : []),
            ];
    dialog = (
      <ConfirmDialog
        title={t('cardLifecycle.addressCheckTitle')}
        text={lines.join(' ')}
        confirmLabel={t('cardLifecycle.addressReplaceAnyway')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={async () => {
          const proceed = proceedRef.current;
          setBusy(true);
          try {
            await proceed?.();
          } finally {
            setBusy(false);
            proceedRef.current = null;
            close();
          }
        }}
        onCancel={() => {
          proceedRef.current = null;
          close();
        }}
      />
    );
  }
  return { guard, checking: status === 'checking', dialog };
}
