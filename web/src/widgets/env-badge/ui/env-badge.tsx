import type { QaEnv } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../../shared/routes/index.ts';
import { Button, Dialog, TextField } from '../../../shared/ui/index.ts';
import { brandAddress, stageAddress } from '../links.ts';
import { $lastControl, EnvBadgeGate, controlMutation, envQuery } from '../model.ts';
import './env-badge.css';

/** This build's id (web/vite.config.ts); absent when the module runs outside a build (unit tests). */
const buildId = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/**
 * The environment badge, on every page outside production (gateway README "QA tools"): a small fixed button naming
 * the env, brand, stage and version; it opens the QA switcher. Nothing shows until the gateway has said where the page
 * runs, and nothing at all where it does not answer (production, a failed load: QA reloads the page).
 */
export function EnvBadge() {
  const { t } = useTranslation();
  useGate(EnvBadgeGate);
  const env = useUnit(envQuery.$data);
  const [open, setOpen] = useState(false);
  if (!env) return null;
  const facts = { env: env.env, brand: env.brand, stage: env.stage, version: env.clientVersion };
  return (
    <aside className="env-badge" aria-label={t('envBadge.region')}>
      <button type="button" className="env-badge-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('envBadge.summary', facts)}
      </button>
      {open ? <Switcher env={env} onClose={() => setOpen(false)} /> : null}
    </aside>
  );
}

function Switcher({ env, onClose }: { env: QaEnv; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [stage, setStage] = useState(String(env.stage));
  const stageId = useId();
  return (
    <Dialog
      title={t('envBadge.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('envBadge.close')}
        </Button>
      }
    >
      <dl className="env-badge-facts">
        <dt>{t('envBadge.env')}</dt>
        <dd>{env.env}</dd>
        <dt>{t('envBadge.brand')}</dt>
        <dd>{env.brand}</dd>
        <dt>{t('envBadge.stage')}</dt>
        <dd>{env.stage}</dd>
        <dt>{t('envBadge.version')}</dt>
        <dd>{env.clientVersion}</dd>
        <dt>{t('envBadge.build')}</dt>
        <dd>{buildId}</dd>
      </dl>
      <form
        className="env-badge-row"
        onSubmit={(e) => {
          e.preventDefault();
          // a new page load: the gateway keeps ?stage= for the session (design.md), every model starts over on it
          window.location.assign(stageAddress(pathname, search, Number(stage)));
        }}
      >
        <div className="field">
          <label htmlFor={stageId}>{t('envBadge.stage')}</label>
          <select id={stageId} value={stage} onChange={(e) => setStage(e.target.value)}>
            {env.stages.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t('envBadge.switchStage')}</Button>
      </form>
      <p className="env-badge-note">{t('envBadge.stageKept')}</p>
      <nav aria-label={t('envBadge.brands')}>
        <h3 className="env-badge-heading">{t('envBadge.brands')}</h3>
        <ul className="env-badge-brands">
          {env.brands.map((b) => (
            <li key={b.id}>
              <a
                href={brandAddress(b.origin, pathname, search, env.stage)}
                aria-current={b.id === env.brand ? 'page' : undefined}
              >
                {b.name} {b.id === env.brand ? t('envBadge.current') : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {env.controls ? <Controls /> : null}
    </Dialog>
  );
}

/** A control's small form: submitting sends it; the fields keep what was typed whatever the answer. */
function ControlForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="env-badge-row"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

const optionalInt = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

/** The fakes' scenario controls through the gateway, for this brand and stage (a local run only). */
function Controls() {
  const { t } = useTranslation();
  const [run, pending, last] = useUnit([controlMutation.start, controlMutation.$pending, $lastControl]);
  const [username, setUsername] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [call, setCall] = useState('');
  const [code, setCode] = useState('UE');
  const [status, setStatus] = useState('');
  const [slowCall, setSlowCall] = useState('');
  const [ms, setMs] = useState('3000');
  return (
    <section className="env-badge-controls" aria-labelledby="env-badge-controls">
      <h3 id="env-badge-controls" className="env-badge-heading">
        {t('envBadge.controls')}
      </h3>
      <p className="env-badge-note">{t('envBadge.controlsNote')}</p>
      <TextField
        label={t('envBadge.username')}
        type="email"
        autoComplete="off"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <div className="env-badge-row">
        <Button disabled={pending} onClick={() => run({ control: 'push', body: { username, result: true } })}>
          {t('envBadge.approvePush')}
        </Button>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => run({ control: 'push', body: { username, result: false } })}
        >
          {t('envBadge.rejectPush')}
        </Button>
      </div>
      <ControlForm onSubmit={() => run({ control: 'notify', body: { username, title, body: text || undefined } })}>
        <TextField label={t('envBadge.notifyTitle')} value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextField label={t('envBadge.notifyBody')} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" disabled={pending}>
          {t('envBadge.notify')}
        </Button>
      </ControlForm>
      <ControlForm
        onSubmit={() =>
          run({
            control: 'fail-next',
            body: { call, responseCode: code, httpStatus: optionalInt(status) },
          })
        }
      >
        <TextField label={t('envBadge.call')} value={call} onChange={(e) => setCall(e.target.value)} />
        <TextField label={t('envBadge.code')} value={code} onChange={(e) => setCode(e.target.value)} />
        <TextField
          label={t('envBadge.status')}
          inputMode="numeric"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        />
        <Button type="submit" disabled={pending}>
          {t('envBadge.failNext')}
        </Button>
      </ControlForm>
      <ControlForm onSubmit={() => run({ control: 'slow', body: { call: slowCall || undefined, ms: Number(ms) } })}>
        <TextField label={t('envBadge.slowCall')} value={slowCall} onChange={(e) => setSlowCall(e.target.value)} />
        <TextField label={t('envBadge.ms')} inputMode="numeric" value={ms} onChange={(e) => setMs(e.target.value)} />
        <Button type="submit" disabled={pending}>
          {t('envBadge.slow')}
        </Button>
      </ControlForm>
      <div className="env-badge-row">
        <Button variant="secondary" disabled={pending} onClick={() => run({ control: 'reset', body: {} })}>
          {t('envBadge.reset')}
        </Button>
      </div>
      <p role="status" className={last && !last.ok ? 'env-badge-status field-error' : 'env-badge-status'}>
        {last
          ? last.ok
            ? t('envBadge.done', { control: last.control })
            : t('envBadge.failed', { control: last.control, detail: last.detail })
          : null}
      </p>
    </section>
  );
}
