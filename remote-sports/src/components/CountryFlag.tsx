import styles from './CountryFlag.module.css';

/** The short code shown in the badge: `BR`, `ENG` (of GB-ENG), `CON` (of CONMEBOL). */
export function badgeCode(code: string): string {
  const last = code.toUpperCase().split('-').pop() ?? '';
  return last.slice(0, 3);
}

/** A round country badge; decorative, as the league's name next to it says where. */
export function CountryFlag({ code }: { code: string }) {
  return (
    <span className={styles.flag} aria-hidden="true">
      {badgeCode(code)}
    </span>
  );
}
