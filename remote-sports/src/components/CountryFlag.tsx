import { leagueBadgeCode } from '@palpite/shared';
import styles from './CountryFlag.module.css';

/** A round country badge; decorative, as the league's name next to it says where. */
export function CountryFlag({ code }: { code: string }) {
  return (
    <span className={styles.flag} aria-hidden="true">
      {leagueBadgeCode(code)}
    </span>
  );
}
