import { Link } from 'react-router-dom';
import { buttonClassName, getBonusOffers, offerHeadline, paths, routePath, useResource, useTranslation, type BonusOffer } from '@palpite/shared';
import { BONUS_TERMS } from '@palpite/shared/terms';
import styles from './PromoHero.module.css';

type HeadlineFigures = Pick<BonusOffer, 'percentage' | 'max_bonus' | 'free_spins'>;

/** Until the offers load (or when they cannot): the welcome offer as configured; the API seeds it from the same terms. */
const CONFIGURED_WELCOME: HeadlineFigures = {
  percentage: BONUS_TERMS.welcome.percentage,
  max_bonus: Number(BONUS_TERMS.welcome.maxBonusCentavos) / 100,
  free_spins: BONUS_TERMS.welcome.freeSpins,
};

/** The live welcome offer's figures; null once the offers are known and it is not among them. */
function useWelcomeOffer(): HeadlineFigures | null {
  const offers = useResource(() => getBonusOffers('casino'), 'casino');
  if (offers.status !== 'ready') return CONFIGURED_WELCOME;
  return offers.data.find((offer) => offer.code === BONUS_TERMS.welcome.code) ?? null;
}

/** The lobby's banner advertising the welcome offer (spec §9), with the figures the bonus engine applies. */
export function PromoHero() {
  const { t } = useTranslation('casino');
  const { t: common } = useTranslation('common');
  const welcome = useWelcomeOffer();
  // An offer ops have withdrawn is not advertised.
  if (!welcome) return null;
  const headline = offerHeadline(welcome)
    .map((part) => common(part.key, part.values))
    .join(' + ');
  return (
    <div className={styles.hero}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('welcome.eyebrow')}</p>
        <p className={styles.offer}>{headline}</p>
        <p className={styles.details}>{t('welcome.details')}</p>
        <div className={styles.actions}>
          <Link to={paths.wallet()} className={buttonClassName('gold')}>
            {t('welcome.cta')}
          </Link>
          <Link to={routePath('bonusterm')} className={styles.terms}>
            {t('welcome.terms')}
          </Link>
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.coin}>R$</span>
        <span className={[styles.chip, styles.chipOne].join(' ')} />
        <span className={[styles.chip, styles.chipTwo].join(' ')} />
      </div>
    </div>
  );
}
