import { useRef, type RefObject } from 'react';
import { Button, formatBRL, ToggleChips, useTranslation } from '@palpite/shared';
import { ChipRack } from '../components/ChipRack.tsx';
import { PICK_MODES, spotKey } from './roulette-bets.ts';
import type { RouletteBets } from './use-roulette-bets.ts';
import { useSpotLabel } from './use-spot-label.ts';
import styles from './BetControls.module.css';

interface BetControlsProps {
  table: RouletteBets;
  /** While a spin or a placing runs (its button, pressed, holds the focus). */
  disabled: boolean;
  /** The button after the bets (Spin, Place): it takes the focus when the last bet is removed. */
  afterBets: RefObject<HTMLElement | null>;
  /** Why a chip cannot be picked now (more than the round leaves), or null while it can. */
  chipUnavailableReason?: (centavos: number) => string | null;
}

/**
 * Under the layout: what a click places, the chip, the bets made and undo/clear/double. Undo, double
 * and clear go off by their own press (nothing left to undo or clear) and keep the focus then; a
 * bet's × hands the focus to the next bet's (else the previous one's, else `afterBets`) as its bet goes.
 */
export function BetControls({ table, disabled, afterBets, chipUnavailableReason }: BetControlsProps) {
  const { t } = useTranslation('casino');
  const spotLabel = useSpotLabel();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const noBets = table.bets.length === 0 ? t('play.roulette.noBets') : null;
  const remove = (key: string) => {
    const keys = table.bets.map((bet) => spotKey(bet.spot));
    const at = keys.indexOf(key);
    const neighbour = keys[at + 1] ?? keys[at - 1];
    // Before the bet's pill goes: the focus leaving with its × would fall to the page.
    (neighbour === undefined ? afterBets.current : removeButtons.current.get(neighbour))?.focus();
    table.remove(key);
  };
  return (
    <div className={styles.controls}>
      <ToggleChips
        label={t('play.roulette.pickMode')}
        options={PICK_MODES.map((mode) => ({ value: mode, label: t(`play.roulette.modes.${mode}`) }))}
        value={table.mode}
        onChange={table.setMode}
        wrap
      />
      <p className={styles.hint} aria-live="polite">
        {table.pending !== null ? t('play.roulette.splitPending', { number: table.pending }) : t(`play.roulette.modeHints.${table.mode}`)}
      </p>
      <ChipRack chips={table.chips} value={table.chip} onChange={table.setChip} unavailableReason={chipUnavailableReason} />
      <div className={styles.summary}>
        <span className={styles.total}>
          {t('play.roulette.total')} <strong data-testid="roulette-total">{formatBRL(table.totalCentavos / 100)}</strong>
        </span>
        <div className={styles.actions}>
          {/* Off only with no bets on the table (every change is undone back to none): that is why. */}
          <Button variant="ghost" size="small" onClick={table.undo} disabled={disabled} unavailableReason={table.canUndo ? null : noBets}>
            {t('play.roulette.undo')}
          </Button>
          <Button variant="ghost" size="small" onClick={table.double} disabled={disabled} unavailableReason={noBets}>
            {t('play.roulette.double')}
          </Button>
          <Button variant="ghost" size="small" onClick={table.clear} disabled={disabled} unavailableReason={noBets}>
            {t('play.roulette.clear')}
          </Button>
        </div>
      </div>
      {table.bets.length > 0 ? (
        <ul className={styles.bets} aria-label={t('play.roulette.yourBets')}>
          {table.bets.map((bet) => {
            const label = spotLabel(bet.spot);
            const key = spotKey(bet.spot);
            return (
              <li key={key} className={styles.bet}>
                <span>{label}</span>
                <span className={styles.amount}>{formatBRL(bet.amountCentavos / 100)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  ref={(button) => {
                    if (button) removeButtons.current.set(key, button);
                    return () => {
                      removeButtons.current.delete(key);
                    };
                  }}
                  onClick={() => remove(key)}
                  disabled={disabled}
                  aria-label={t('play.roulette.remove', { bet: label })}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
