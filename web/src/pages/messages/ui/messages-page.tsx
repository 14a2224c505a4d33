import { helpdeskRules } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $unreadTicketNumbers,
  RateLimitNotice,
  type TicketStatusId,
  ticketStatusOf,
} from '../../../entities/helpdesk/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { useSearchParams } from '../../../shared/routes/index.ts';
import { Alert, Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import {
  $agent,
  $composing,
  $conversation,
  $conversationError,
  $conversationStatus,
  $createError,
  $defaultDepartment,
  $departments,
  $hasMore,
  $listError,
  $listStatus,
  $loadingMore,
  $me,
  $openId,
  $replyError,
  $repliesSent,
  $threads,
  $tickets,
  $uploading,
  $uploads,
  MessagesGate,
  type Ticket,
  createTicketMutation,
  filesChosen,
  moreAsked,
  newTicketClosed,
  newTicketOpened,
  newTicketSubmitted,
  replyMutation,
  replySubmitted,
  retried,
  ticketClosed,
  ticketOpened,
  uploadRemoved,
} from '../model.ts';
import './messages.css';

type Filter = 'all' | TicketStatusId;

function useStatusOf() {
  const me = useUnit($me);
  // the mapping's two-week window is read against the time the list is shown
  const [now] = useState(() => Date.now());
  return (t: Ticket) => ticketStatusOf(t, me?.email ?? '', now);
}

function Uploads() {
  const { t } = useTranslation();
  const text = useMessageText();
  const inputId = useId();
  const [uploads, choose, remove] = useUnit([$uploads, filesChosen, uploadRemoved]);
  return (
    <div className="messages-uploads">
      <label htmlFor={inputId}>{t('messages.attach')}</label>
      <input
        id={inputId}
        type="file"
        multiple
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length) choose(files);
          e.target.value = '';
        }}
      />
      <p className="messages-hint">{t('messages.attachHint', { mb: helpdeskRules.uploadBytes / 1024 / 1024 })}</p>
      {uploads.length > 0 ? (
        <ul>
          {uploads.map((u) => (
            <li key={u.key} data-upload-state={u.state}>
              <span className="messages-upload-name">{u.name}</span>
              {u.state === 'uploading' ? (
                <progress max={u.size || 1} value={u.loaded} aria-label={t('messages.uploading', { name: u.name })} />
              ) : null}
              <span className="messages-upload-state">
                {u.state === 'failed' && u.error ? text(u.error) : t(`messages.uploadStates.${u.state}`)}
              </span>
              <Button
                variant="link"
                type="button"
                aria-label={t('messages.removeFile', { name: u.name })}
                onClick={() => remove(u.key)}
              >
                {t('messages.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function NewTicket() {
  const { t } = useTranslation();
  const text = useMessageText();
  const formId = useId();
  const [departments, defaultDepartment, error, busy, uploading, submit, close] = useUnit([
    $departments,
    $defaultDepartment,
    $createError,
    createTicketMutation.$pending,
    $uploading,
    newTicketSubmitted,
    newTicketClosed,
  ]);
  const [subject, setSubject] = useState('');
  const [department, setDepartment] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<{ subject?: boolean; description?: boolean }>({});
  const chosen = department ?? defaultDepartment;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const p = { subject: subject.trim() === '', description: description.trim() === '' };
    setProblems(p);
    if (!p.subject && !p.description && chosen) submit({ subject, departmentId: chosen, description });
  };
  return (
    <form id={formId} className="messages-new" onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('messages.newTicket')}</h2>
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('messages.subject')}
        value={subject}
        maxLength={helpdeskRules.subjectMax}
        onChange={(e) => setSubject(e.target.value)}
        error={problems.subject ? t('messages.subjectRequired') : null}
      />
      <SelectField<string>
        label={t('messages.department')}
        options={departments.map((d) => ({ id: d.id, label: d.name }))}
        value={chosen}
        onChange={setDepartment}
      />
      <TextAreaField
        label={t('messages.message')}
        rows={6}
        value={description}
        maxLength={helpdeskRules.contentMax}
        onChange={(e) => setDescription(e.target.value)}
        error={problems.description ? t('messages.messageRequired') : null}
      />
      <Uploads />
      <div className="messages-actions">
        <Button variant="secondary" type="button" onClick={() => close()}>
          {t('messages.cancel')}
        </Button>
        <Button type="submit" disabled={busy || uploading}>
          {busy ? t('messages.sending') : uploading ? t('messages.waitUploads') : t('messages.send')}
        </Button>
      </div>
    </form>
  );
}

function Reply() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [error, busy, uploading, sent, submit] = useUnit([
    $replyError,
    replyMutation.$pending,
    $uploading,
    $repliesSent,
    replySubmitted,
  ]);
  const [content, setContent] = useState('');
  const [empty, setEmpty] = useState(false);
  // what was typed is cleared only once the reply is sent
  useEffect(() => setContent(''), [sent]);
  return (
    <form
      className="messages-reply"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setEmpty(content.trim() === '');
        if (content.trim() !== '') submit(content);
      }}
    >
      {error ? (
        <Alert>
          <p>{text(error)}</p>
        </Alert>
      ) : null}
      <TextAreaField
        label={t('messages.reply')}
        rows={4}
        value={content}
        maxLength={helpdeskRules.contentMax}
        onChange={(e) => setContent(e.target.value)}
        error={empty ? t('messages.messageRequired') : null}
      />
      <Uploads />
      <div className="messages-actions">
        <Button type="submit" disabled={busy || uploading}>
          {busy ? t('messages.sending') : uploading ? t('messages.waitUploads') : t('messages.sendReply')}
        </Button>
      </div>
    </form>
  );
}

function TicketView({ ticket }: { ticket: Ticket | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [id, conversation, status, error, threads, close, retry] = useUnit([
    $openId,
    $conversation,
    $conversationStatus,
    $conversationError,
    $threads,
    ticketClosed,
    ticketOpened,
  ]);
  const statusOf = useStatusOf();
  if (id === null) return null;
  return (
    <section className="messages-ticket" aria-labelledby="ticket-title">
      <div className="messages-ticket-head">
        <h2 id="ticket-title">
          {ticket?.subject ?? t('messages.ticket')}{' '}
          {ticket ? <span className="messages-number">#{String(ticket.ticketNumber)}</span> : null}
        </h2>
        <Button variant="secondary" onClick={() => close()}>
          {t('messages.close')}
        </Button>
      </div>
      {ticket ? (
        <p className={`messages-status messages-status-${statusOf(ticket)}`}>
          {t(`messages.statuses.${statusOf(ticket)}`)}
        </p>
      ) : null}
      <Loadable status={status} error={error} onRetry={() => retry(id)} lines={4} shown={conversation !== null}>
        {() =>
          conversation === null ? null : (
            <ol className="messages-thread" aria-label={t('messages.conversation')}>
              {conversation.map((c) => {
                const thread = threads[String(c.id)];
                return (
                  <li key={String(c.id)} className={c.author.type === 'AGENT' ? 'from-agent' : 'from-me'}>
                    <p className="messages-author">
                      {c.author.type === 'END_USER' ? t('messages.you') : c.author.name}
                      <span className="messages-when"> · {formatDateTime(c.createdAt, lang)}</span>
                    </p>
                    <p className="messages-content">{thread?.content ?? c.summary ?? ''}</p>
                    {thread && thread.attachments.length > 0 ? (
                      <ul className="messages-attachments" aria-label={t('messages.attachments')}>
                        {thread.attachments.map((a) => (
                          <li key={String(a.id)}>
                            <a
                              href={`/helpdesk/tickets/${encodeURIComponent(id)}/threads/${encodeURIComponent(String(c.id))}/attachments/${encodeURIComponent(String(a.id))}/content`}
                              download={a.name}
                            >
                              {a.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )
        }
      </Loadable>
      <Reply />
    </section>
  );
}

function Agent() {
  const { t } = useTranslation();
  const agent = useUnit($agent);
  if (!agent) return null;
  return (
    <p className="messages-agent" data-testid="support-agent">
      {t('messages.agent', { name: agent.name })}
      {agent.online === true ? ` · ${t('messages.online')}` : ''}
    </p>
  );
}

/** /messages (spec 3 §2): the customer's support tickets, one ticket's conversation, a reply, a new ticket. */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [params] = useSearchParams();
  useGate(MessagesGate, { ticketNumber: params.get('ticketNumber') });
  const [tickets, status, error, hasMore, loadingMore, openId, composing, unread] = useUnit([
    $tickets,
    $listStatus,
    $listError,
    $hasMore,
    $loadingMore,
    $openId,
    $composing,
    $unreadTicketNumbers,
  ]);
  const [more, retry, open, compose] = useUnit([moreAsked, retried, ticketOpened, newTicketOpened]);
  const [filter, setFilter] = useState<Filter>('all');
  const statusOf = useStatusOf();
  const shown = (tickets ?? []).filter((tk) => filter === 'all' || statusOf(tk) === filter);
  const unreadSet = new Set((unread ?? []).map(String));
  return (
    <section className="messages" aria-labelledby="messages-title">
      <div className="messages-head">
        <h1 id="messages-title">{t('messages.title')}</h1>
        <Button onClick={() => compose()}>{t('messages.newTicket')}</Button>
      </div>
      <Agent />
      <RateLimitNotice />
      <div className="messages-columns">
        <div className="messages-list">
          <SelectField<Filter>
            label={t('messages.show')}
            options={(['all', 'new', 'open', 'closed'] as const).map((f) => ({
              id: f,
              label: t(`messages.filters.${f}`),
            }))}
            value={filter}
            onChange={setFilter}
          />
          <Loadable status={status} error={error} onRetry={() => retry()} lines={6} shown={tickets !== null}>
            {() =>
              tickets === null ? null : tickets.length === 0 ? (
                <p className="empty">{t('messages.empty')}</p>
              ) : (
                <>
                  {shown.length === 0 ? <p className="empty">{t('messages.noneMatch')}</p> : null}
                  <ul className="messages-tickets" aria-label={t('messages.tickets')}>
                    {shown.map((tk) => {
                      const st = statusOf(tk);
                      const isUnread = unreadSet.has(String(tk.ticketNumber));
                      return (
                        <li key={tk.id}>
                          <button
                            type="button"
                            className={tk.id === openId ? 'messages-ticket-button active' : 'messages-ticket-button'}
                            aria-current={tk.id === openId ? 'true' : undefined}
                            onClick={() => open(tk.id)}
                            data-ticket={String(tk.ticketNumber)}
                          >
                            <span className="messages-subject">
                              {tk.subject ?? t('messages.ticket')}
                              {isUnread ? <span className="messages-unread"> · {t('messages.unread')}</span> : null}
                            </span>
                            <span className="messages-meta">
                              #{String(tk.ticketNumber)} · {t(`messages.statuses.${st}`)} ·{' '}
                              {formatDateTime(tk.updatedAt, lang)}
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                  {hasMore ? (
                    <Button variant="secondary" disabled={loadingMore} onClick={() => more()}>
                      {loadingMore ? t('messages.loading') : t('messages.more')}
                    </Button>
                  ) : null}
                </>
              )
            }
          </Loadable>
        </div>
        <div className="messages-pane">
          {composing ? (
            <NewTicket />
          ) : openId !== null ? (
            <TicketView ticket={(tickets ?? []).find((tk) => tk.id === openId)} />
          ) : (
            <p className="messages-placeholder">{t('messages.choose')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
