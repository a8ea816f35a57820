import { Button, formatBRL, ToggleChips, useTranslation } from '@palpite/shared';
import { ChipRack } from '../components/ChipRack.tsx';
import { PICK_MODES, spotKey } from './roulette-bets.ts';
import type { RouletteBets } from './use-roulette-bets.ts';
import { useSpotLabel } from './use-spot-label.ts';
import styles from './BetControls.module.css';

/** Under the layout: what a click places, the chip, the bets made and undo/clear/double. */
export function BetControls({ table, disabled }: { table: RouletteBets; disabled: boolean }) {
  const { t } = useTranslation('casino');
  const spotLabel = useSpotLabel();
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
      <ChipRack chips={table.chips} value={table.chip} onChange={table.setChip} />
      <div className={styles.summary}>
        <span className={styles.total}>
          {t('play.roulette.total')} <strong data-testid="roulette-total">{formatBRL(table.totalCentavos / 100)}</strong>
        </span>
        <div className={styles.actions}>
          <Button variant="ghost" size="small" onClick={table.undo} disabled={disabled || !table.canUndo}>
            {t('play.roulette.undo')}
          </Button>
          <Button variant="ghost" size="small" onClick={table.double} disabled={disabled || table.bets.length === 0}>
            {t('play.roulette.double')}
          </Button>
          <Button variant="ghost" size="small" onClick={table.clear} disabled={disabled || table.bets.length === 0}>
            {t('play.roulette.clear')}
          </Button>
        </div>
      </div>
      {table.bets.length > 0 ? (
        <ul className={styles.bets} aria-label={t('play.roulette.yourBets')}>
          {table.bets.map((bet) => {
            const label = spotLabel(bet.spot);
            return (
              <li key={spotKey(bet.spot)} className={styles.bet}>
                <span>{label}</span>
                <span className={styles.amount}>{formatBRL(bet.amountCentavos / 100)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => table.remove(spotKey(bet.spot))}
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
