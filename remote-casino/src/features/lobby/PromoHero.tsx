import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  buttonClassName,
  formatBRL,
  getBonusOffers,
  offerHeadline,
  paths,
  routePath,
  siteJurisdictionAtom,
  useAtomValue,
  useExclusion,
  useIsLoggedIn,
  useIsSessionRestoring,
  useModals,
  useResource,
  useTranslation,
} from '@palpite/shared';
import { HeroArt, HeroSkeleton } from './HeroParts.tsx';
import { chooseHeroOffer, CONFIGURED_WELCOME, isWelcome, type HeroOffer } from './hero-offer.ts';
import styles from './PromoHero.module.css';

// Only a player holding a bonus sees it: the lobby a visitor lands on does not download it.
const ActiveBonusHero = lazy(() => import('./ActiveBonusHero.tsx').then((module) => ({ default: module.ActiveBonusHero })));

/**
 * The lobby's banner (spec §9): the deposit offer this player could take now, with the figures the
 * bonus engine applies. Its button opens the deposit form with that offer chosen; a visitor signs
 * up first and lands there after logging in.
 */
export function PromoHero() {
  const loggedIn = useIsLoggedIn();
  // A stored session being restored (a reload): the player's offer is coming, not a visitor's sign-up.
  const restoring = useIsSessionRestoring();
  const jurisdiction = useAtomValue(siteJurisdictionAtom);
  // During a break or self-exclusion nothing here may invite play, not even the bonus already held.
  const excluded = useExclusion() !== null;
  // A player's offers say which they could not take: load them again on login and logout.
  const offers = useResource(() => getBonusOffers('casino'), `casino:${String(loggedIn)}`);
  if (restoring) return <HeroSkeleton />;
  if (excluded) return null;
  if (offers.status === 'ready') {
    const offer = chooseHeroOffer(offers.data);
    if (offer) return <HeroBanner offer={offer} loggedIn={loggedIn} />;
    // No offer to take: a player's may be the bonus they already hold; withdrawn offers are not advertised.
    return loggedIn ? (
      <Suspense fallback={<HeroSkeleton />}>
        <ActiveBonusHero />
      </Suspense>
    ) : null;
  }
  // A visitor is offered the welcome where the site's rules grant it at all (not the br profile's);
  // a player's may have passed, so theirs waits for the answer. If the offers cannot be read, there
  // is no banner rather than a placeholder for ever: the lobby below is what the page is for.
  if (!loggedIn && jurisdiction === 'default') return <HeroBanner offer={CONFIGURED_WELCOME} loggedIn={false} />;
  return offers.status === 'error' ? null : <HeroSkeleton />;
}

function HeroBanner({ offer, loggedIn }: { offer: HeroOffer; loggedIn: boolean }) {
  const { t } = useTranslation('casino');
  const { t: common } = useTranslation('common');
  const [, dispatchModal] = useModals();
  const welcome = isWelcome(offer);
  const headline = offerHeadline(offer)
    .map((part) => common(part.key, part.values))
    .join(' + ');
  const deposit = paths.wallet({ bonus: offer.code });
  return (
    <div className={styles.hero}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t(welcome ? 'welcome.eyebrow' : 'reload.eyebrow')}</p>
        <p className={styles.offer}>{headline}</p>
        <p className={styles.details}>{welcome ? t('welcome.details') : t('reload.details', { minimum: formatBRL(offer.min_deposit ?? 0) })}</p>
        <div className={styles.actions}>
          {loggedIn ? (
            <Link to={deposit} className={buttonClassName('gold')}>
              {t('welcome.cta')}
            </Link>
          ) : (
            <Button variant="gold" onClick={() => dispatchModal({ type: 'showSignup', redirectTo: deposit })}>
              {t('welcome.join')}
            </Button>
          )}
          <Link to={routePath('bonusterm')} className={styles.terms}>
            {t('welcome.terms')}
          </Link>
        </div>
      </div>
      <HeroArt />
    </div>
  );
}
