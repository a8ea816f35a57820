import { useEffect, useEffectEvent } from 'react';
import { LineIcon, useTranslation, useDateFormat } from '@palpite/shared';
import { announcedMinutes, formatClock, secondsLeft, useNow } from '../lib/countdown.ts';
import styles from './Countdown.module.css';

/** Beyond this the deadline is a date ("valid until …"), not a running clock. */
const CLOCK_LIMIT_SECONDS = 6 * 3600;

interface CountdownProps {
  /** ISO time the code or address stops accepting payment. */
  expiresAt: string;
  /** ISO time it was created: the bar shows the share of the time left. */
  startedAt: string;
  /** Called once when the time is up. */
  onExpired?: () => void;
}

/**
 * Time left to pay. The clock ticks every second for the eye only; screen readers hear it at a
 * few marks (20, 10, 5, 2 and 1 minutes), politely, never every second.
 */
export function Countdown({ expiresAt, startedAt, onExpired }: CountdownProps) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateFormat();
  const now = useNow(true);
  const left = secondsLeft(expiresAt, now);
  const total = Math.max(1, (Date.parse(expiresAt) - Date.parse(startedAt)) / 1000);
  const expired = useEffectEvent(() => onExpired?.());

  useEffect(() => {
    if (left === 0) expired();
  }, [left]);

  // A deadline the page cannot read is not shown rather than shown as over.
  if (left === null) return null;
  if (left > CLOCK_LIMIT_SECONDS) {
    return (
      <p className={styles.until}>
        {t('countdown.validUntil')} <time dateTime={expiresAt}>{dateTime(expiresAt)}</time>
      </p>
    );
  }

  const mark = announcedMinutes(left);
  const urgent = left <= 120;
  return (
    <div className={[styles.countdown, urgent ? styles.urgent : ''].filter(Boolean).join(' ')}>
      <p className={styles.line}>
        <ClockIcon />
        <span>{t('countdown.label')}</span>
        <span role="timer" className={styles.clock}>
          {formatClock(left)}
        </span>
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ width: `${Math.min(100, (left / total) * 100)}%` }} />
      </div>
      <span role="status" className="visually-hidden">
        {mark === null ? '' : t('countdown.minutesLeft', { count: mark })}
      </span>
    </div>
  );
}

function ClockIcon() {
  return (
    <LineIcon size={16} strokeWidth={2} roundJoins={false}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </LineIcon>
  );
}
