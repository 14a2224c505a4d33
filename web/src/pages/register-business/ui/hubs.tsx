import {
  type NodePath,
  type PersonEntry,
  type ShareholderNode,
  nodePathString,
  selectableUserRights,
  shareholderNodeTypes,
} from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { accessRightName } from '../../../entities/company/index.ts';
import { Button, SelectField } from '../../../shared/ui/index.ts';
import {
  $draft,
  directorRemoved,
  nodeDeleted,
  personChanged,
  representativeChosen,
  screenShown,
  shareChanged,
  userRemoved,
  companyAdded,
} from '../draft.ts';
import { entryPath, personName } from '../lib.ts';
import { AddPerson, PersonLabel, useEntryHasError } from './people.tsx';
import { ListError, WizardTextField, useFieldError } from './fields.tsx';

/** directorsHub (spec 3 §2): the root company's directors (spec 3 §5 "at least one director") and its representative. */
export function DirectorsHub() {
  const { t } = useTranslation();
  const [draft, show, remove, chooseRepresentative] = useUnit([
    $draft,
    screenShown,
    directorRemoved,
    representativeChosen,
  ]);
  const representativeError = useFieldError('authorizedCompanyRepresentative');
  return (
    <div className="section-stack">
      <ListError path="directors" />
      <ul className="item-list" aria-label={t('businessWizard.steps.directorsHub')}>
        {draft.directors.map((id) => {
          const person = draft.personList.find((p) => p.id === id);
          const name = personName(person) || t('businessWizard.unnamedPerson');
          return (
            <li key={id}>
              <PersonLabel person={person} prefix={entryPath(draft, 'person', id)} />
              <span className="row-actions">
                <Button variant="link" onClick={() => show({ kind: 'person', id, back: 'directorsHub' })}>
                  {t('businessWizard.edit', { name })}
                </Button>
                <Button variant="link" onClick={() => remove({ personId: id })}>
                  {t('businessWizard.remove', { name })}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {draft.directors.length === 0 ? <p>{t('businessWizard.noDirectors')}</p> : null}
      <AddPerson
        role={{ role: 'director' }}
        back="directorsHub"
        exclude={draft.directors}
        newLabel={t('businessWizard.addDirector')}
      />
      <div data-error-path="authorizedCompanyRepresentative">
        <SelectField
          label={t('businessWizard.representative')}
          placeholder={t('businessWizard.choose')}
          value={draft.authorizedCompanyRepresentative === '' ? null : draft.authorizedCompanyRepresentative}
          options={draft.personList.map((p) => ({
            id: p.id,
            label: personName(p) || t('businessWizard.unnamedPerson'),
          }))}
          onChange={chooseRepresentative}
          error={representativeError}
        />
      </div>
    </div>
  );
}

function NodeRow({ node, path }: { node: ShareholderNode; path: NodePath }) {
  const { t } = useTranslation();
  const [draft, show, setShare, drop, addCompany] = useUnit([
    $draft,
    screenShown,
    shareChanged,
    nodeDeleted,
    companyAdded,
  ]);
  const at = nodePathString(path);
  const isCompany = node.type === shareholderNodeTypes.company;
  const person = draft.personList.find((p) => p.id === node.personId);
  const company = draft.companyList.find((c) => c.id === node.companyId);
  const companyPrefix = node.companyId ? entryPath(draft, 'company', node.companyId) : null;
  const companyHasError = useEntryHasError(companyPrefix);
  const name = isCompany
    ? company?.name || t('businessWizard.unnamedCompany')
    : personName(person) || t('businessWizard.unnamedPerson');
  return (
    <li>
      <div className="inline-form">
        <span>
          {isCompany ? t('businessWizard.companyShareholder') : t('businessWizard.personShareholder')}:{' '}
          {isCompany ? name : <PersonLabel person={person} prefix={entryPath(draft, 'person', node.personId ?? '')} />}
          {isCompany && companyHasError ? (
            <>
              {' '}
              <span className="tag tag-warning">{t('businessWizard.needsDetails')}</span>
            </>
          ) : null}
        </span>
        <WizardTextField
          path={`${at}.share`}
          label={t('businessWizard.shareOf', { name })}
          inputMode="decimal"
          value={node.share}
          onChange={(e) => setShare({ path, share: e.target.value.replace(',', '.') })}
        />
        <span className="row-actions">
          <Button
            variant="link"
            onClick={() =>
              isCompany
                ? show({ kind: 'company', id: node.companyId ?? '', back: 'shareholdersHub' })
                : show({ kind: 'person', id: node.personId ?? '', back: 'shareholdersHub' })
            }
          >
            {t('businessWizard.edit', { name })}
          </Button>
          <Button variant="link" onClick={() => drop(path)}>
            {t('businessWizard.delete', { name })}
          </Button>
        </span>
      </div>
      {isCompany ? (
        <div className="section-stack" style={{ marginInlineStart: '1.5rem' }}>
          <ListError path={`${at}.children`} />
          <Tree nodes={node.children} parent={path} label={t('businessWizard.shareholdersOf', { name })} />
          <div className="inline-form">
            <AddPerson
              role={{ role: 'shareholder', parent: path }}
              back="shareholdersHub"
              exclude={node.children.flatMap((c) => (c.personId ? [c.personId] : []))}
              newLabel={t('businessWizard.addPersonShareholderOf', { name })}
              pickLabel={t('businessWizard.existingPersonOf', { name })}
              addLabel={t('businessWizard.addExistingTo', { name })}
            />
            <Button variant="secondary" onClick={() => addCompany({ parent: path })}>
              {t('businessWizard.addCompanyShareholderOf', { name })}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function Tree({ nodes, parent, label }: { nodes: readonly ShareholderNode[]; parent: NodePath; label: string }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="item-list" aria-label={label}>
      {nodes.map((node, i) => (
        <NodeRow key={`${node.personId ?? node.companyId ?? ''}-${i}`} node={node} path={[...parent, i]} />
      ))}
    </ul>
  );
}

/**
 * shareholdersHub (spec 3 §2, §3 "shareholders: a tree"): persons (type 1) and companies (type 2), a share each; a
 * company holds its own shareholders. Shares and totals are checked by contracts' rules (spec 3 §5).
 */
export function ShareholdersHub() {
  const { t } = useTranslation();
  const [draft, addCompany] = useUnit([$draft, companyAdded]);
  return (
    <div className="section-stack">
      <ListError path="shareholders" />
      <Tree nodes={draft.shareholders} parent={[]} label={t('businessWizard.steps.shareholdersHub')} />
      {draft.shareholders.length === 0 ? <p>{t('businessWizard.noShareholders')}</p> : null}
      <div className="inline-form">
        <AddPerson
          role={{ role: 'shareholder', parent: [] }}
          back="shareholdersHub"
          exclude={draft.shareholders.flatMap((n) => (n.personId ? [n.personId] : []))}
          newLabel={t('businessWizard.addPersonShareholder')}
        />
        <Button variant="secondary" onClick={() => addCompany({ parent: [] })}>
          {t('businessWizard.addCompanyShareholder')}
        </Button>
      </div>
    </div>
  );
}

function RightsField({ person, index }: { person: PersonEntry; index: number }) {
  const { t } = useTranslation();
  const change = useUnit(personChanged);
  const path = `personList.${index}.accessRights`;
  const error = useFieldError(path);
  const name = personName(person) || t('businessWizard.unnamedPerson');
  return (
    <div data-error-path={path}>
      <SelectField
        label={t('businessWizard.rightsOf', { name })}
        value={person.accessRights}
        // spec 3 §5 "Rights value 5 is excluded from the selectable list."
        options={selectableUserRights.map((v) => ({
          id: v,
          label: t(`accessRights.${accessRightName(v) ?? 'noAccess'}`),
        }))}
        onChange={(v) => change({ id: person.id, patch: { accessRights: v } })}
        error={error}
      />
    </div>
  );
}

/** usersHub (spec 3 §2, §5): the persons who become users, each with rights (not 5); at least one with 2. */
export function UsersHub() {
  const { t } = useTranslation();
  const [draft, show, remove] = useUnit([$draft, screenShown, userRemoved]);
  const users = draft.personList.map((p, index) => ({ p, index })).filter(({ p }) => p.isUser);
  return (
    <div className="section-stack">
      <ListError path="users" />
      <ul className="item-list" aria-label={t('businessWizard.steps.usersHub')}>
        {users.map(({ p, index }) => {
          const name = personName(p) || t('businessWizard.unnamedPerson');
          return (
            <li key={p.id} className="inline-form">
              <PersonLabel person={p} prefix={`personList.${index}`} />
              <RightsField person={p} index={index} />
              <span className="row-actions">
                <Button variant="link" onClick={() => show({ kind: 'person', id: p.id, back: 'usersHub' })}>
                  {t('businessWizard.edit', { name })}
                </Button>
                <Button variant="link" onClick={() => remove(p.id)}>
                  {t('businessWizard.remove', { name })}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {users.length === 0 ? <p>{t('businessWizard.noUsers')}</p> : null}
      <AddPerson
        role={{ role: 'user' }}
        back="usersHub"
        exclude={users.map(({ p }) => p.id)}
        newLabel={t('businessWizard.addUser')}
      />
    </div>
  );
}
