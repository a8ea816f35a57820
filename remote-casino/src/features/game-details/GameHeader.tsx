import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Skeleton, useTranslation } from '@palpite/shared';
import { FavouriteButton } from '../../components/FavouriteButton.tsx';
import { providerPath } from '../../lib/categories.ts';
import { formatPercent } from '../../lib/format.ts';
import type { GameDetails } from '../../lib/types.ts';
import { backStep, readTabHistory, type BackStep } from './back-step.ts';
import styles from './GameHeader.module.css';

interface GameHeaderProps {
  titleId: string;
  /** Null while the game loads (or when it could not). */
  game: GameDetails | null;
  loading: boolean;
}

/** The game page's own bar (the site's navbar is hidden here): back, the game's name and provider, favourite. */
export function GameHeader({ titleId, game, loading }: GameHeaderProps) {
  const { t, i18n } = useTranslation('casino');
  // Read once, as the game page opens.
  const [leave] = useState(() => backStep(readTabHistory(), window.location.origin));
  const goBack = useBackStep(leave);

  return (
    <header className={styles.header}>
      <Link to={leave.path} onClick={goBack} className={styles.back} aria-label={t('gameDetails.back')}>
        <span aria-hidden="true">←</span>
        <span className={styles.backLabel}>{t('gameDetails.back')}</span>
      </Link>
      {/* While the game loads, each part keeps the room it will take: the page below does not jump. */}
      {game ? (
        <img className={styles.thumb} src={game.image} alt="" width={64} height={48} />
      ) : loading ? (
        <Skeleton className={styles.thumb} width={64} height={48} radius="var(--radius-sm)" />
      ) : null}
      <div className={styles.heading} aria-busy={loading}>
        <h1 id={titleId} className={styles.title}>
          {game ? game.name : t('gameDetails.title')}
        </h1>
        {game ? (
          <p className={styles.provider}>
            <Link to={providerPath(game.provider_slug)} className={styles.providerLink}>
              {game.provider}
            </Link>
            <span className={styles.chips}>
              <span className={styles.chip}>{t('lobby.tile.rtp', { rtp: formatPercent(game.rtp, i18n.language) })}</span>
              <span className={styles.chip}>{t(`details.volatility.${game.volatility}`)}</span>
            </span>
          </p>
        ) : loading ? (
          <p className={styles.provider} aria-hidden="true">
            <Skeleton width={120} height="1.5em" />
            <span className={styles.chips}>
              <Skeleton width={76} height="1.4em" radius="var(--radius-pill)" />
              <Skeleton width={56} height="1.4em" radius="var(--radius-pill)" />
            </span>
          </p>
        ) : null}
      </div>
      {game ? (
        <div className={styles.actions}>
          <FavouriteButton game={game} withLabel />
        </div>
      ) : loading ? (
        <div className={styles.actions} aria-hidden="true">
          <Skeleton width={200} height={40} radius="var(--radius-pill)" />
        </div>
      ) : null}
    </header>
  );
}

/**
 * The Back link's click: back in history to the page the player came from (its scroll position is
 * restored), else the link opens its page. A click that opens a tab or window is the link's own.
 * An entry the browser no longer has is opened anew.
 */
function useBackStep(step: BackStep): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (step.kind !== 'traverse' || !('navigation' in window)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const traversal = window.navigation.traverseTo(step.key);
    traversal.committed?.catch(() => navigate(step.path));
    // Settled by the commit above; a traversal cut short after it (another navigation) needs nothing.
    traversal.finished?.catch(() => undefined);
  };
}
