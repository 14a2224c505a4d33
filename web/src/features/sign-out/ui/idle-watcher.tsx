import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import {
  $idlePhase,
  $idleSeconds,
  $lastActivity,
  $now,
  idleTicked,
  secondsLeft,
  staySignedInClicked,
  userActive,
} from '../idle.ts';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Feeds the idle model with the clock and the user's activity; shows the warning before the sign-out. */
export function IdleWatcher() {
  const { t } = useTranslation();
  const [phase, now, last, seconds, onTick, onActive, onStay] = useUnit([
    $idlePhase,
    $now,
    $lastActivity,
    $idleSeconds,
    idleTicked,
    userActive,
    staySignedInClicked,
  ]);

  useEffect(() => {
    const timer = setInterval(() => onTick(Date.now()), 1000);
    const active = () => onActive(Date.now());
    for (const name of activityEvents) window.addEventListener(name, active, { passive: true, capture: true });
    return () => {
      clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, active, { capture: true });
    };
  }, [onTick, onActive]);

  if (phase !== 'warning') return null;
  return (
    <Dialog
      title={t('session.idleTitle')}
      onClose={() => onStay(Date.now())}
      actions={<Button onClick={() => onStay(Date.now())}>{t('session.staySignedIn')}</Button>}
    >
      <p role="timer">{t('session.idleWarning', { seconds: secondsLeft(now, last, seconds) })}</p>
    </Dialog>
  );
}
