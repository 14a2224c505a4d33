import type { Account } from '@app/contracts';
import { useUnit } from 'effector-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountListFx } from '../../../entities/account/index.ts';
import {
  type AddressReplacementWarning,
  addressReplacementWarning,
  maskCardNumber,
} from '../../../entities/card/index.ts';
import { ConfirmDialog } from '../../../shared/ui/index.ts';
import { addressCheckFx } from '../model.ts';

const cardName = (a: Account) => a.cardAliasName ?? (a.cardNumber ? maskCardNumber(a.cardNumber) : undefined);

/**
 * Before an address is replaced (spec 2 §7 "Address replacement compatibility check (countryCode, oldAddressId)"):
 * asks which cards the move would cancel or still ship to the old address. Nothing affected: the replacement goes
 * on at once. Otherwise the customer reads which cards, by name, and confirms or cancels. Decision: when the check
 * itself fails, the customer is told and may still go on (the address is theirs to change).
 */
export function useAddressReplacementGuard(): {
  guard: (countryCode: string, oldAddressId: number, proceed: () => Promise<void>) => Promise<void>;
  checking: boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [check, loadAccounts] = useUnit([addressCheckFx, accountListFx]);
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<{
    warning: AddressReplacementWarning | 'failed';
    proceed: () => Promise<void>;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  async function guard(countryCode: string, oldAddressId: number, proceed: () => Promise<void>) {
    setChecking(true);
    try {
      const [result, list] = await Promise.all([
        check({ body: { countryCode, oldAddressId } }),
        loadAccounts().catch(() => ({ accounts: [] as Account[] })),
      ]);
      const byId = new Map(list.accounts.map((a) => [a.accountId, a]));
      const warning = addressReplacementWarning(result, (id) => {
        const a = byId.get(id);
        return a ? cardName(a) : undefined;
      });
      if (warning.kind === 'none') await proceed();
      else setAsking({ warning, proceed });
    } catch {
      setAsking({ warning: 'failed', proceed });
    } finally {
      setChecking(false);
    }
  }

  let dialog: ReactNode = null;
  if (asking) {
    const { warning } = asking;
    const lines =
      warning === 'failed'
        ? [t('cardLifecycle.addressCheckFailed')]
        : warning.kind === 'none'
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
          setBusy(true);
          try {
            await asking.proceed();
          } finally {
            setBusy(false);
            setAsking(null);
          }
        }}
        onCancel={() => setAsking(null)}
      />
    );
  }
  return { guard, checking, dialog };
}
