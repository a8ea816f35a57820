import { useTranslation } from '@palpite/shared';
import { SlotSymbol } from './SlotSymbol.tsx';
import styles from './ReelGrid.module.css';

interface ReelGridProps {
  /** grid[row][reel]; '' is a cell not drawn yet. */
  grid: string[][];
  winning: ReadonlySet<string>;
  spinning: boolean;
  describedBy?: string;
  /** The row of a single-line slot's payline, marked across the reels. */
  payline?: number;
}

/** The reels: one column per reel, each cell a symbol named for screen readers; winning cells glow. */
export function ReelGrid({ grid, winning, spinning, describedBy, payline }: ReelGridProps) {
  const { t } = useTranslation('casino');
  const reels = grid[0]?.length ?? 0;
  return (
    <div
      className={`${styles.frame} ${spinning ? styles.spinning : ''}`}
      role="group"
      aria-label={t('play.slots.reels')}
      aria-describedby={describedBy}
      aria-busy={spinning}
      style={{ gridTemplateColumns: `repeat(${reels}, minmax(0, 1fr))`, maxWidth: `${reels * 140}px` }}
    >
      {Array.from({ length: reels }, (_, reel) => (
        <div key={reel} className={styles.reel} role="list" aria-label={t('play.slots.reel', { number: reel + 1 })}>
          {grid.map((row, rowIndex) => {
            const symbol = row[reel] ?? '';
            const won = winning.has(`${rowIndex}:${reel}`);
            const name = symbol ? t(`play.slots.symbols.${symbol}`, { defaultValue: symbol }) : t('play.slots.emptyCell');
            return (
              <div key={rowIndex} role="listitem" className={`${styles.cell} ${won ? styles.won : ''} ${rowIndex === payline ? styles.payline : ''}`}>
                <SlotSymbol symbol={symbol} size="reel" />
                <span className="visually-hidden">{won ? t('play.slots.winningCell', { symbol: name }) : name}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
