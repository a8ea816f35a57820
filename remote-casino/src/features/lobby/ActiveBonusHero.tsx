import { Link } from 'react-router-dom';
import { buttonClassName, formatBRL, getCurrentBonus, paths, useBalances, useResource, useTranslation } from '@palpite/shared';
import { HeroArt, HeroSkeleton } from './HeroParts.tsx';
import styles from './PromoHero.module.css';

/**
 * The lobby's banner for a player who holds an active bonus (no other offer is open to them
 * then): what it is worth now, how far the wagering has gone, and the way to it and to its free
 * spins.
 */
export function ActiveBonusHero() {
  const { t } = useTranslation('casino');
  const [, bonusBalance] = useBalances();
  const current = useResource(() => getCurrentBonus(), 'current-bonus');
  if (current.status === 'loading') return <HeroSkeleton />;
  const bonus = current.status === 'ready' ? current.data : null;
  if (!bonus || bonus.status !== 'active') return null;
  const share = Math.round(Math.min(100, Math.max(0, bonus.wagering_percent)));
  const spinsLeft = bonus.free_spins?.left ?? 0;
  return (
    <div className={styles.hero}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('activeBonus.eyebrow')}</p>
        <p className={styles.offer}>{t('activeBonus.amount', { amount: formatBRL(bonusBalance > 0 ? bonusBalance : bonus.bonus_amount) })}</p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('activeBonus.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
        >
          <span className={styles.progressFill} style={{ width: `${share}%` }} />
        </div>
        <p className={styles.details}>
          {t('activeBonus.wagered', { wagered: formatBRL(bonus.wagered), target: formatBRL(bonus.wagering_target), percent: share })}
        </p>
        <div className={styles.actions}>
          {bonus.free_spins && spinsLeft > 0 ? (
            <Link to={paths.gameDetails(bonus.free_spins.game.uuid)} className={[buttonClassName('gold'), styles.wrappingButton].join(' ')}>
              {t('activeBonus.spins', { count: spinsLeft, game: bonus.free_spins.game.name })}
            </Link>
          ) : null}
          <Link to={paths.bonusTransactions()} className={spinsLeft > 0 ? styles.terms : buttonClassName('gold')}>
            {t('activeBonus.cta')}
          </Link>
        </div>
      </div>
      <HeroArt />
    </div>
  );
}
