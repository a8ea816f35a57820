import { formatBRL, useTranslation } from '@palpite/shared';
import { boardCells, placeStyle, type BoardCell } from './board-layout.ts';
import { amountOn, colourOf, coveredNumbers, type PlacedBet } from './roulette-bets.ts';
import { useSpotLabel } from './use-spot-label.ts';
import styles from './RouletteBoard.module.css';

const CELLS = boardCells();

interface RouletteBoardProps {
  bets: readonly PlacedBet[];
  onPick: (cell: BoardCell) => void;
  /** The pocket that came up, outlined until the next spin. */
  winningPocket: number | null;
  /** The first number of a split waiting for its neighbour. */
  pending: number | null;
  disabled: boolean;
}

/** The European layout: every number and outside bet a button, with the chips on it. */
export function RouletteBoard({ bets, onPick, winningPocket, pending, disabled }: RouletteBoardProps) {
  const { t } = useTranslation('casino');
  const spotLabel = useSpotLabel();
  // Numbers under a split, corner, street… get a marker; straights show their own chip.
  // The name starts from what the cell shows ("2 to 1 · Column 1") so voice control finds it too.
  const outsideName = (cell: BoardCell) => {
    const shown = t(shortKey(cell));
    const full = spotLabel(cell.spot);
    return shown === full ? full : `${shown} · ${full}`;
  };
  const covered = new Set(bets.filter((bet) => bet.spot.type !== 'straight' && 'numbers' in bet.spot).flatMap((bet) => coveredNumbers(bet.spot)));

  return (
    <div className={styles.wrap}>
      <div className={styles.board} role="group" aria-label={t('play.roulette.board')}>
        {CELLS.map((cell) => {
          const amount = amountOn(bets, cell.spot);
          const colour = cell.pocket !== null ? colourOf(cell.pocket) : cell.spot.type === 'red' || cell.spot.type === 'black' ? cell.spot.type : null;
          const name =
            cell.pocket !== null
              ? t('play.roulette.pocket', { number: cell.pocket, colour: t(`play.roulette.colours.${colourOf(cell.pocket)}`) })
              : outsideName(cell);
          const label = amount > 0 ? t('play.roulette.cellWithBet', { name, amount: formatBRL(amount / 100) }) : name;
          const classes = [
            styles.cell,
            cell.pocket !== null ? styles.number : styles.outside,
            colour ? styles[colour] : '',
            cell.pocket !== null && cell.pocket === winningPocket ? styles.winning : '',
            cell.pocket !== null && cell.pocket === pending ? styles.pending : '',
            cell.pocket !== null && covered.has(cell.pocket) ? styles.covered : '',
          ];
          // The chip sits beside the button, not in it: the button's name starts with exactly what it shows.
          return (
            <div key={`${cell.spot.type}-${cell.pocket ?? ('index' in cell.spot ? cell.spot.index : '')}`} className={styles.place} style={placeStyle(cell)}>
              <button
                type="button"
                className={classes.filter(Boolean).join(' ')}
                onClick={() => onPick(cell)}
                disabled={disabled}
                aria-label={label}
                aria-pressed={cell.pocket !== null && cell.pocket === pending ? true : undefined}
              >
                <span className={styles.text}>{cell.pocket !== null ? cell.pocket : <OutsideText cell={cell} />}</span>
              </button>
              {amount > 0 ? (
                <span className={styles.chip} aria-hidden="true">
                  {formatChip(amount)}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function OutsideText({ cell }: { cell: BoardCell }) {
  const { t } = useTranslation('casino');
  return <>{t(shortKey(cell))}</>;
}

const shortKey = (cell: BoardCell) => `play.roulette.short.${cell.spot.type}${'index' in cell.spot ? cell.spot.index : ''}`;

/** A chip's face: "5", "2,5", "100" (reais, short). */
function formatChip(centavos: number): string {
  const reais = centavos / 100;
  return Number.isInteger(reais) ? String(reais) : reais.toFixed(2).replace('.', ',').replace(/0$/, '');
}
