import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { emailProblem } from '../../../shared/lib/index.ts';
import { Alert, Button, FormDialog, SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $addError,
  $addOpen,
  $addedEmail,
  $busy,
  $error,
  $status,
  $users,
  type BlockType,
  addClosed,
  addOpened,
  addSubmitted,
  blockTypes,
  deleteClicked,
  noticeClosed,
  opened,
  PayoutBlacklistGate,
} from '../model.ts';

function AddDialog() {
  const { t } = useTranslation();
  const [error, busy, submit, close] = useUnit([$addError, $busy, addSubmitted, addClosed]);
  const [email, setEmail] = useState('');
  const [blockType, setBlockType] = useState<BlockType>('1');
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? emailProblem(email) : null;
  const text = useMessageText();
  return (
    <FormDialog
      title={t('blacklist.addTitle')}
      formId="blacklist-add"
      submitLabel={t('blacklist.add')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit({ email, blockType });
      }}
      onClose={() => close()}
    >
      <TextField
        label={t('blacklist.email')}
        type="email"
        name="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problem === 'required' ? t('login.emailRequired') : problem ? t('login.emailInvalid') : null}
      />
      <SelectField
        label={t('blacklist.blockType')}
        value={blockType}
        onChange={setBlockType}
        options={blockTypes.map((b) => ({ id: b, label: t(`blacklist.blockTypes.${b}`) }))}
      />
    </FormDialog>
  );
}

/** /payout-blacklist: the blocked users, 'Add New User' and delete. */
export function PayoutBlacklist() {
  const { t } = useTranslation();
  const [users, status, error, addOpen, added, busy] = useUnit([$users, $status, $error, $addOpen, $addedEmail, $busy]);
  const [open, openAdd, remove, closeNotice] = useUnit([opened, addOpened, deleteClicked, noticeClosed]);
  useGate(PayoutBlacklistGate);
  const typeName = (b: string | number) =>
    (blockTypes as readonly string[]).includes(String(b)) ? t(`blacklist.blockTypes.${String(b)}`) : String(b);

  return (
    <section className="panel" aria-labelledby="blacklist-title">
      <h1 id="blacklist-title">{t('blacklist.title')}</h1>
      {added ? (
        <Alert tone="info">
          <p>{t('blacklist.added', { email: added })}</p>
          <Button variant="secondary" onClick={() => closeNotice()}>
            {t('common.ok')}
          </Button>
        </Alert>
      ) : null}
      <Loadable status={status} error={error} onRetry={() => open()} lines={3}>
        {() => (
          <>
            {users.length === 0 ? (
              <p className="empty">{t('blacklist.empty')}</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('blacklist.email')}</th>
                    <th scope="col">{t('blacklist.blockType')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('ipWhitelist.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.map((u) => (
                    <tr key={u.email}>
                      <td>{u.email}</td>
                      <td>{typeName(u.blockType)}</td>
                      <td>
                        <Button
                          variant="link"
                          disabled={busy}
                          aria-label={t('ipWhitelist.deleteEntry', { ip: u.email })}
                          onClick={() => remove(u.email)}
                        >
                          {t('ipWhitelist.delete')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Button variant="secondary" onClick={() => openAdd()}>
              {t('blacklist.addTitle')}
            </Button>
          </>
        )}
      </Loadable>
      {addOpen ? <AddDialog /> : null}
    </section>
  );
}
