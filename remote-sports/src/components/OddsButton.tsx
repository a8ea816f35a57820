import { useState } from 'react';
import { formatOdds, useTranslation } from '@palpite/shared';
import { useOddsFlash } from '../lib/odds-flash.ts';
import { LockIcon } from './LockIcon.tsx';
import { usePricesPaused } from './LivePricesPaused.tsx';
import styles from './OddsButton.module.css';

export interface OddsButtonProps {
  /** Short outcome label above the price (1, X, 2, Mais 2,5…). */
  label: string;
  price: number | null;
  /** What the button bets on, spelt out: "Resultado final: Flamengo". */
  description: string;
  selected: boolean;
  suspended: boolean;
  onToggle: () => void;
}

/**
 * An odds button: fixed width, the outcome above the price in tabular numerals, filled while on
 * the slip (`aria-pressed`), a lock while suspended — disabled then, unless the pick is on the slip,
 * where pressing it still takes it off. A price change flashes green up or red down for a second
 * with an arrow, and says so in words to assistive technology. A button suspended while it has the
 * keyboard focus keeps it (marked disabled, presses ignored) until the player moves on: disabled at
 * once, it would drop the focus to the page in the middle of live betting.
 */
export function OddsButton({ label, price, description, selected, suspended: suspendedByBook, onToggle }: OddsButtonProps) {
  const { t } = useTranslation('sports');
  // A live page that lost its updates shows prices that may have moved: locked like a suspension.
  const paused = usePricesPaused();
  const suspended = suspendedByBook || paused;
  const direction = useOddsFlash(suspended ? null : price);
  const [focused, setFocused] = useState(false);
  const blocked = suspended && !selected;
  const priceText = price === null ? '—' : formatOdds(price);
  // The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it bets on.
  const name = suspended ? t('odds.suspendedName', { label, description }) : t('odds.name', { label, description, price: priceText });
  return (
    <button
      type="button"
      className={[styles.odds, direction ? styles[direction] : ''].filter(Boolean).join(' ')}
      aria-pressed={selected}
      aria-label={direction ? `${name} (${t(`odds.${direction}`)})` : name}
      disabled={blocked && !focused}
      aria-disabled={blocked && focused ? true : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={blocked ? undefined : onToggle}
      data-direction={direction ?? undefined}
    >
      <span className={styles.label}>{label}</span>{' '}
      {suspended ? (
        <span className={styles.price}>
          <LockIcon />
        </span>
      ) : (
        <span className={styles.price}>
          {direction ? (
            <span className={styles.arrow} aria-hidden="true">
              {direction === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
          {priceText}
        </span>
      )}
    </button>
  );
}
