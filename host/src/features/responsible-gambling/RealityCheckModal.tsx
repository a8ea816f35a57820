import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, Button, Modal, paths, readStored, STORAGE_KEYS, useEvent, useIsLoggedIn, useTranslation } from '@palpite/shared';
import { dueReminder, reminderIndex } from './reality-check.ts';
import styles from './RealityCheckModal.module.css';

/** How often the active time is looked at; the host adds to it once a minute. */
const CHECK_EVERY_MS = 15_000;

function activeTimeMs(): number {
  const stored = Number(readStored(STORAGE_KEYS.activeTime) ?? 0);
  return Number.isFinite(stored) ? stored : 0;
}

/** The player's reminder interval in minutes (null: off), refreshed after they change a setting. */
function useReminderInterval(loggedIn: boolean): number | null {
  const [interval, setIntervalMinutes] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  useEvent('user-refresh-requested', () => setGeneration((count) => count + 1));
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    api
      .get('user/responsible-gambling')
      .json<{ reality_check_minutes: number | null }>()
      .then((overview) => {
        if (current) setIntervalMinutes(overview.reality_check_minutes);
      })
      // Without the setting no reminder is shown; the next refresh tries again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [loggedIn, generation]);
  // A setting read for an earlier login does not outlive it.
  return loggedIn ? interval : null;
}

/** "You have been playing for X minutes": continue, see the history, or log out (`onLogout`, the shell's). */
export function RealityCheckModal({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const interval = useReminderInterval(loggedIn);
  const messageId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const lastIndex = useRef(0);
  const [minutesPlayed, setMinutesPlayed] = useState<number | null>(null);

  useEffect(() => {
    if (!loggedIn || !interval) return;
    // Intervals completed before this page started (or before the setting changed) are not replayed.
    lastIndex.current = reminderIndex(activeTimeMs(), interval);
    const timer = window.setInterval(() => {
      const active = activeTimeMs();
      // A new login restarts the active time: count its intervals from zero.
      lastIndex.current = Math.min(lastIndex.current, reminderIndex(active, interval));
      const due = dueReminder(active, interval, lastIndex.current);
      if (!due) return;
      lastIndex.current = due.index;
      setMinutesPlayed(due.minutes);
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn, interval]);

  const close = () => setMinutesPlayed(null);
  return (
    <Modal open={minutesPlayed !== null && loggedIn} title={t('realityCheck.title')} onClose={close} describedBy={messageId} initialFocus={continueRef}>
      <p id={messageId} className={styles.message}>
        {t('realityCheck.message', { count: minutesPlayed ?? 0 })}
      </p>
      <div className={styles.actions}>
        <Button ref={continueRef} block onClick={close}>
          {t('realityCheck.continue')}
        </Button>
        <Button
          variant="secondary"
          block
          onClick={() => {
            close();
            navigate(paths.transactions());
          }}
        >
          {t('realityCheck.history')}
        </Button>
        <Button
          variant="ghost"
          block
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {t('realityCheck.logout')}
        </Button>
      </div>
    </Modal>
  );
}
