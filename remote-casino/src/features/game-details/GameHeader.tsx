import { useState } from 'react';
import { Link } from 'react-router-dom';
import { matchRoute, paths, Skeleton, useTranslation } from '@palpite/shared';
import { FavouriteButton } from '../../components/FavouriteButton.tsx';
import { providerPath } from '../../lib/categories.ts';
import { formatPercent } from '../../lib/format.ts';
import type { GameDetails } from '../../lib/types.ts';
import styles from './GameHeader.module.css';

interface GameHeaderProps {
  titleId: string;
  /** Null while the game loads (or when it could not). */
  game: GameDetails | null;
  loading: boolean;
}

/**
 * Where the game page's Back leads: the page of this site the player was on before the game, else
 * (a direct visit, a shared link) the casino lobby. Not a step back in history: a third-party game
 * in its iframe adds entries to the tab's history (each spin is a form POST there), which a step
 * back would walk first, through the provider's pages. The Navigation API lists the page's own
 * entries only, not its iframes'; a browser without it (Safari before 26.2, Firefox before 147)
 * gets the lobby. Game pages are passed over: the same game in the other mode, or the game played
 * before, would send the player from game to game.
 */
function pageBeforeGame(): string {
  const tabHistory = 'navigation' in window ? window.navigation : null;
  const current = tabHistory?.currentEntry;
  if (!tabHistory || !current) return paths.home();
  const earlier = tabHistory.entries().slice(0, current.index).reverse();
  return earlier.map((entry) => sitePageOf(entry.url)).find((path) => path !== null) ?? paths.home();
}

/** The in-app address of a history entry, or null for a game page, a page the site does not have, or another site. */
function sitePageOf(url: string | null): string | null {
  if (!url) return null;
  const address = new URL(url);
  if (address.origin !== window.location.origin) return null;
  const routeId = matchRoute(address.pathname)?.route.id;
  if (!routeId || routeId === 'gameDetails' || routeId === 'notFound') return null;
  return address.pathname + address.search + address.hash;
}

/** The game page's own bar (the site's navbar is hidden here): back, the game's name and provider, favourite. */
export function GameHeader({ titleId, game, loading }: GameHeaderProps) {
  const { t, i18n } = useTranslation('casino');
  // Read once, as the game page opens. A link like any other: the browser's own Back from there returns to the game.
  const [leaveTo] = useState(pageBeforeGame);

  return (
    <header className={styles.header}>
      <Link to={leaveTo} className={styles.back} aria-label={t('gameDetails.back')}>
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
