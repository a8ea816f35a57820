import { symbolLook } from './symbols.ts';
import styles from './SlotSymbol.module.css';

interface SlotSymbolProps {
  symbol: string;
  /** `reel`: filling a reel's cell, each bar a plate lettered BAR; `mark`: the size of a line of text (a paytable row). */
  size: 'reel' | 'mark';
}

/**
 * A reel symbol's face: its glyph, bars or picture in its colour, drawn alike on the reels and in
 * the paytable. Decoration only: where it is drawn, the symbol's name is said in words beside it.
 */
export function SlotSymbol({ symbol, size }: SlotSymbolProps) {
  const look = symbolLook(symbol);
  return (
    <span className={`${styles[size]} ${styles[look.tone]}`} aria-hidden="true" data-symbol={symbol}>
      {look.bars ? (
        <span className={styles.bars}>
          {Array.from({ length: look.bars }, (_, bar) => (
            <span key={bar} className={styles.bar}>
              {size === 'reel' ? 'BAR' : null}
            </span>
          ))}
        </span>
      ) : look.picture === 'cherry' ? (
        <CherryPicture detailed={size === 'reel'} />
      ) : (
        <span className={styles.glyph}>{look.glyph}</span>
      )}
    </span>
  );
}

/** Two cherries on one stalk: the symbol the rules call "cherry" (a heart glyph read as a suit); the leaf and shine only where there is room for them. */
function CherryPicture({ detailed }: { detailed: boolean }) {
  return (
    <svg className={styles.picture} viewBox="0 0 40 40" focusable="false">
      <path d="M21 5c-2 7-7 12-10 18M21 5c2 7 4 12 8 19" fill="none" stroke="#86efac" strokeWidth="2.5" strokeLinecap="round" />
      {detailed ? <path d="M21 5c4-2 8-1 10 2-4 1-7 0-10-2z" fill="#4ade80" /> : null}
      <circle cx="11" cy="28" r="7" fill="#f43f5e" />
      <circle cx="29" cy="29" r="7" fill="#e11d48" />
      {detailed ? (
        <>
          <circle cx="9" cy="26" r="2" fill="#fecdd3" />
          <circle cx="27" cy="27" r="2" fill="#fecdd3" />
        </>
      ) : null}
    </svg>
  );
}
