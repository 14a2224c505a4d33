import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $unreadTicketNumbers, UnreadGate } from '../../../entities/helpdesk/index.ts';
import { $authed, $deferredReady } from '../../../entities/session/index.ts';
import { useLocation } from '../../../shared/routes/index.ts';

/**
 * The Messages entry's badge: the tickets with an unread answer (spec 3 §3 "Ticket stats include
 * unreadTicketNumbers"). A chunk of its own (main-layout.tsx loads it lazily once the page is shown), loaded on each
 * page entry (the gate is keyed by the path), after a ticket is read here and on an answer's notification
 * (entities/helpdesk); none while nothing is unread.
 */
export function MessagesCount() {
  const { pathname } = useLocation();
  // signing out moves to /login while this layout may still be on screen: no call without a session; right after a
  // sign-in the counts wait (spec 1 §4 "After login there is a 5 second delay before certain loading")
  const [authed, ready] = useUnit([$authed, $deferredReady]);
  return authed && ready ? <Count key={pathname} /> : null;
}

function Count() {
  const { t } = useTranslation();
  useGate(UnreadGate);
  const unread = useUnit($unreadTicketNumbers);
  if (!unread || unread.length === 0) return null;
  return (
    <span className="badge badge-red" data-testid="messages-badge">
      <span className="visually-hidden">{t('messages.unreadCount')} </span>
      {unread.length}
    </span>
  );
}
