import { symbolLook } from '../../play/slots/symbols.ts';
import styles from './Paytable.module.css';

/**
 * A reel symbol as the reels draw it (its glyph or bars in its colour), small enough for a paytable
 * row. Decoration only: the row says the symbol's name in words beside it.
 */
export function PaytableSymbol({ symbol }: { symbol: string }) {
  const look = symbolLook(symbol);
  return (
    <span className={`${styles.symbolFace} ${styles[look.tone] ?? ''}`} aria-hidden="true" data-symbol={symbol}>
      {look.bars ? (
        <span className={styles.bars}>
          {Array.from({ length: look.bars }, (_, bar) => (
            <span key={bar} className={styles.bar} />
          ))}
        </span>
      ) : look.picture === 'cherry' ? (
        <CherryMark />
      ) : (
        look.glyph
      )}
    </span>
  );
}

/** The reels' two cherries on one stalk, drawn at the size of a line of text. */
function CherryMark() {
  return (
    <svg className={styles.picture} viewBox="0 0 40 40" focusable="false">
      <path d="M21 5c-2 7-7 12-10 18M21 5c2 7 4 12 8 19" fill="none" stroke="#86efac" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="11" cy="28" r="7" fill="#f43f5e" />
      <circle cx="29" cy="29" r="7" fill="#e11d48" />
    </svg>
  );
}
