import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useResource } from '../api/use-resource.ts';
import { readApiError, type ApiErrorView } from '../forms/read-api-error.ts';
import { failedCallText } from '../forms/server-text.ts';
import { paths } from '../routes/route-table.ts';
import { useIsLoggedIn, useModals } from '../state/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Spinner } from '../ui/form/FormAlert.tsx';
import { claimBonus, getCurrentBonus, getPromotions } from './api.ts';
import { offerConditions, offerHeadline } from './offer-figures.ts';
import type { BonusOffer, BonusProduct, PlayerBonus, Promotion } from './types.ts';
import styles from './PromotionList.module.css';

interface PromotionListProps {
  /** Only this product's promotions; null for all. */
  product: BonusProduct | null;
  /** The list's accessible name. */
  label: string;
  /** What to show when no promotion is running (a plain sentence by default). */
  empty?: ReactNode;
}

/**
 * The promotions running now in the player's language, each with its offer's figures, its terms
 * and an opt-in: visitors are asked to log in, players claim, a player with an open bonus sees it.
 */
export function PromotionList({ product, label, empty }: PromotionListProps) {
  const { t, i18n } = useTranslation('common');
  const loggedIn = useIsLoggedIn();
  // A player's promotions say which offers they could not take: load them again on login and logout.
  const promotions = useResource(() => getPromotions(product), `${product ?? 'all'}:${i18n.language}:${String(loggedIn)}`);
  const current = useResource(() => (loggedIn ? getCurrentBonus() : Promise.resolve(null)), String(loggedIn));

  if (promotions.status === 'loading') return <PromotionSkeletons label={label} />;
  if (promotions.status === 'error') {
    return (
      <div className={styles.failed}>
        <Notice tone="error">{failedCallText(readApiError(promotions.error), t, t('promotions.loadFailed'))}</Notice>
        <Button variant="secondary" onClick={promotions.reload}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (promotions.data.length === 0) return empty ?? <p className={styles.empty}>{t('promotions.empty')}</p>;
  const openBonus = current.status === 'ready' ? current.data : null;
  return (
    <ul className={styles.grid} aria-label={label}>
      {promotions.data.map((promotion) => (
        <PromotionCard key={promotion.slug} promotion={promotion} openBonus={openBonus} onClaimed={current.reload} />
      ))}
    </ul>
  );
}

function PromotionSkeletons({ label }: { label: string }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className={styles.card}>
          <Skeleton height={96} radius="0" />
          <div className={styles.body}>
            <Skeleton width="70%" height={22} />
            <Skeleton height={14} />
            <Skeleton width="55%" height={14} />
            <Skeleton width={140} height={44} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function OfferHeadline({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation('common');
  const parts = offerHeadline(offer).map((part) => t(part.key, part.values));
  if (parts.length === 0) return null;
  return <p className={styles.headline}>{parts.join(' + ')}</p>;
}

/** `100` → `100%` (pt-BR, en) / `%100` (tr). */
const percentOf = (percent: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

function PromotionCard({ promotion, openBonus, onClaimed }: { promotion: Promotion; openBonus: PlayerBonus | null; onClaimed: () => void }) {
  const { t, i18n } = useTranslation('common');
  const titleId = useId();
  const { offer } = promotion;
  return (
    <li className={styles.card}>
      <div className={styles.banner} aria-hidden="true">
        <span>{offer && offer.percentage > 0 ? percentOf(offer.percentage, i18n.language) : offer && offer.free_spins > 0 ? offer.free_spins : '★'}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.tag}>{t(`promotions.products.${promotion.product}`)}</p>
        <h2 id={titleId} className={styles.title}>
          {promotion.title}
        </h2>
        {offer ? <OfferHeadline offer={offer} /> : null}
        <p className={styles.summary}>{promotion.summary}</p>
        {offer ? (
          <ul className={styles.conditions} aria-label={t('promotions.conditions')}>
            {offerConditions(offer).map((line) => (
              <li key={line.key}>{t(line.key, line.values)}</li>
            ))}
          </ul>
        ) : null}
        {promotion.body.length > 0 ? (
          <details className={styles.terms}>
            <summary>{t('promotions.terms')}</summary>
            {promotion.body.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </details>
        ) : null}
        {offer ? <OptIn offer={offer} title={promotion.title} openBonus={openBonus} onClaimed={onClaimed} /> : null}
      </div>
    </li>
  );
}

/** Kept as keys and the server's answer, said in the language on show (a switch says them again). */
type ClaimState = { status: 'idle' } | { status: 'busy' } | { status: 'done'; key: string; message: string } | { status: 'failed'; error: ApiErrorView };

function OptIn({ offer, title, openBonus, onClaimed }: { offer: BonusOffer; title: string; openBonus: PlayerBonus | null; onClaimed: () => void }) {
  const { t } = useTranslation('common');
  const loggedIn = useIsLoggedIn();
  const [, dispatch] = useModals();
  const location = useLocation();
  const [claim, setClaim] = useState<ClaimState>({ status: 'idle' });

  // The notice takes the focus of the button it replaces.
  if (claim.status === 'done')
    return (
      <Notice tone="success" autoFocus>
        {t(claim.key, { defaultValue: claim.message })}
      </Notice>
    );
  // A break or self-exclusion is said first: "view my bonus" would invite play the player is closed to.
  const excluded = offer.unavailable?.reason === 'player_excluded';
  if (loggedIn && openBonus && !excluded) {
    const isThis = openBonus.offer?.code === offer.code;
    return (
      <div className={styles.open}>
        <p>{t(isThis ? (openBonus.status === 'active' ? 'promotions.thisActive' : 'promotions.thisClaimed') : 'promotions.otherOpen')}</p>
        <Link to={paths.bonusTransactions()} className={styles.link}>
          {t('promotions.viewBonus')}
        </Link>
      </div>
    );
  }

  if (loggedIn && offer.unavailable) {
    const { message_key: key, translation_params: params, message } = offer.unavailable;
    return (
      <div className={styles.open}>
        <p>{t(key, { ...params, defaultValue: message })}</p>
      </div>
    );
  }

  const optIn = async () => {
    if (!loggedIn) {
      dispatch({ type: 'showWarning', redirectTo: location.pathname });
      return;
    }
    setClaim({ status: 'busy' });
    try {
      const answer = await claimBonus(offer.code);
      setClaim({ status: 'done', key: answer.message_key ?? 'bonus.claimed', message: answer.message });
      onClaimed();
    } catch (error) {
      setClaim({ status: 'failed', error: readApiError(error) });
    }
  };

  const busy = claim.status === 'busy';
  return (
    <div className={styles.actions}>
      {claim.status === 'failed' ? <Notice tone="error">{failedCallText(claim.error, t)}</Notice> : null}
      <Button variant="gold" onClick={() => void optIn()} busy={busy} aria-label={t('promotions.optInTo', { title })}>
        {busy ? <Spinner /> : null}
        {busy ? t('promotions.optingIn') : t('promotions.optIn')}
      </Button>
    </div>
  );
}
