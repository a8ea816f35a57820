import { useTranslation } from '@palpite/shared';
import { symbolLook } from './symbols.ts';
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
            const look = symbolLook(symbol);
            const won = winning.has(`${rowIndex}:${reel}`);
            const name = symbol ? t(`play.slots.symbols.${symbol}`, { defaultValue: symbol }) : t('play.slots.emptyCell');
            return (
              <div
                key={rowIndex}
                role="listitem"
                className={`${styles.cell} ${styles[look.tone]} ${won ? styles.won : ''} ${rowIndex === payline ? styles.payline : ''}`}
              >
                {look.bars ? (
                  <span className={styles.bars} aria-hidden="true">
                    {Array.from({ length: look.bars }, (_, bar) => (
                      <span key={bar} className={styles.bar}>
                        BAR
                      </span>
                    ))}
                  </span>
                ) : look.picture === 'cherry' ? (
                  <CherryPicture />
                ) : (
                  <span className={styles.glyph} aria-hidden="true">
                    {look.glyph}
                  </span>
                )}
                <span className="visually-hidden">{won ? t('play.slots.winningCell', { symbol: name }) : name}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** Two cherries on one stalk: the symbol the rules call "cherry" (a heart glyph read as a suit). */
function CherryPicture() {
  return (
    <svg className={styles.picture} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M21 5c-2 7-7 12-10 18M21 5c2 7 4 12 8 19" fill="none" stroke="#86efac" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M21 5c4-2 8-1 10 2-4 1-7 0-10-2z" fill="#4ade80" />
      <circle cx="11" cy="28" r="7" fill="#f43f5e" />
      <circle cx="29" cy="29" r="7" fill="#e11d48" />
      <circle cx="9" cy="26" r="2" fill="#fecdd3" />
      <circle cx="27" cy="27" r="2" fill="#fecdd3" />
    </svg>
  );
}
