import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, SelectField } from '../../../shared/ui/index.ts';
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
  const text = useMessageText();
  return (
    <div>
      <div className="row-actions">
        <SelectField
          label={t('companyDocuments.providerFor', { name })}
          hideLabel
          value={provider}
          onChange={setProvider}
          options={identityProviders.map((p) => ({ id: p, label: t(`companyDocuments.providers.${p}`) }))}
        />
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
