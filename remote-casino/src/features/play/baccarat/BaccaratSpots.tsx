import { formatBRL, useTranslation } from '@palpite/shared';
import { BACCARAT_SPOTS, baccaratPays, type BaccaratBets, type BaccaratSpot } from './baccarat-bets.ts';
import styles from './BaccaratClient.module.css';

interface BaccaratSpotsProps {
  bets: BaccaratBets;
  winner: BaccaratSpot | null;
  disabled: boolean;
  onPick: (spot: BaccaratSpot) => void;
}

/** The three betting spots; each click adds the chosen chip. */
export function BaccaratSpots({ bets, winner, disabled, onPick }: BaccaratSpotsProps) {
  const { t, i18n } = useTranslation('casino');
  return (
    <div className={styles.spotsFrame}>
      <div className={styles.spots} role="group" aria-label={t('play.baccarat.spotsLabel')}>
        {BACCARAT_SPOTS.map((spot) => {
          const pays = baccaratPays(spot, i18n.language);
          // Named by its own words, no aria-label: what a voice-control user reads on it ("Player 1:1")
          // is its name, a space apart (the spans are stacked, the space is for the name alone); the
          // bet on it follows, heard only (the chip beside shows it).
          return (
            <div key={spot} className={styles.spotPlace}>
              <button
                type="button"
                className={`${styles.spot} ${styles[spot]} ${winner === spot ? styles.spotWon : ''}`}
                onClick={() => onPick(spot)}
                disabled={disabled}
              >
                <span className={styles.spotName}>{t(`play.baccarat.spots.${spot}`)}</span> <span className={styles.spotPays}>{pays}</span>
                {bets[spot] > 0 ? <span className="visually-hidden">, {t('play.baccarat.spotBet', { amount: formatBRL(bets[spot] / 100) })}</span> : null}
              </button>
              {bets[spot] > 0 ? (
                <span className={styles.spotChip} aria-hidden="true">
                  {formatBRL(bets[spot] / 100)}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
