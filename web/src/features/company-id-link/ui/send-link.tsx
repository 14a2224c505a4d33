import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import {
  $linkError,
  $linkSentTo,
  $sendingFor,
  type IdentityProvider,
  identityProviders,
  linkRequested,
} from '../model.ts';

/** Provider choice and the "send identity-verification link" button for one representative. */
export function SendIdentityLink({
  customerId,
  email,
  name,
  describedBy,
}: {
  customerId: number;
  email: string;
  name: string;
  /** the id of the representative's heading, so the repeated button says whom it is for */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [sendingFor, error, send] = useUnit([$sendingFor, $linkError, linkRequested]);
  const [provider, setProvider] = useState<IdentityProvider>('jmo');
  const id = useId();
  const text = useMessageText();
  return (
    <div>
      <div className="row-actions">
        <label className="visually-hidden" htmlFor={id}>
          {t('companyDocuments.providerFor', { name })}
        </label>
        <select id={id} value={provider} onChange={(e) => setProvider(e.target.value as IdentityProvider)}>
          {identityProviders.map((p) => (
            <option key={p} value={p}>
              {t(`companyDocuments.providers.${p}`)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          disabled={sendingFor !== null}
          aria-describedby={describedBy}
          onClick={() => send({ customerId, email, provider })}
        >
          {t('companyDocuments.sendLink')}
        </Button>
      </div>
      {error && error.customerId === customerId ? (
        <Alert>
          <p>{text(error.message)}</p>
        </Alert>
      ) : null}
    </div>
  );
}

/** The success text, once, above the list. */
export function IdentityLinkNotice() {
  const { t } = useTranslation();
  const [sentTo] = useUnit([$linkSentTo]);
  if (!sentTo) return null;
  return (
    <Alert tone="info">
      <p>{t('companyDocuments.linkSent', { email: sentTo })}</p>
    </Alert>
  );
}
