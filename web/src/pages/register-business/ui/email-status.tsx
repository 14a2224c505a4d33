import { emailCheckable, existenceStatuses } from '@app/contracts';
import { useStoreMap } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { emailKey } from '../../../entities/registrant/index.ts';
import { $emailStatuses } from '../model.ts';

/**
 * An e-mail as the existence check sees it (spec 3 §3 statuses 0 none, 1 exists, 2 checking, 3 employee, -1 error;
 * spec 3 §5 "A person who becomes a user needs an e-mail not already registered"), said as soon as it is known.
 */
export function EmailStatus({ email }: { email: string }) {
  const { t } = useTranslation();
  const status = useStoreMap({
    store: $emailStatuses,
    keys: [email],
    fn: (all, [e]) => (emailCheckable(e) ? (all[emailKey(e)] ?? null) : null),
  });
  const key =
    status === existenceStatuses.checking
      ? 'emailChecking'
      : status === existenceStatuses.exists
        ? 'errors.emailExists'
        : status === existenceStatuses.employee
          ? 'errors.emailEmployee'
          : status === existenceStatuses.error
            ? 'errors.emailCheckFailed'
            : status === existenceStatuses.none
              ? 'emailFree'
              : null;
  return (
    <p className="field-hint" role="status">
      {key ? t(`businessWizard.${key}`) : ''}
    </p>
  );
}
