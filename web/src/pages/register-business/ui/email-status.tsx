import { emailCheckable, existenceStatuses } from '@app/contracts';
import { useStoreMap } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $emailStatuses } from '../model.ts';

/**
 * A new user's e-mail as the existence check sees it (spec 3 §3 statuses 0 none, 1 exists, 2 checking, 3 employee,
 * -1 error; spec 3 §5 "A person who becomes a user needs an e-mail not already registered"). Announced politely.
 */
export function EmailStatus({ email }: { email: string }) {
  const { t } = useTranslation();
  const status = useStoreMap({ store: $emailStatuses, keys: [email], fn: (all, [e]) => all[e] ?? null });
  const text =
    !emailCheckable(email) || status === null
      ? ''
      : status === existenceStatuses.checking
        ? t('businessWizard.emailChecking')
        : status === existenceStatuses.none
          ? t('businessWizard.emailFree')
          : '';
  return (
    <p className="field-hint" role="status">
      {text}
    </p>
  );
}
