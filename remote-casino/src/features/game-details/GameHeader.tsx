import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, Skeleton, useTranslation } from '@palpite/shared';
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

/** The game page's own bar (the site's navbar is hidden here): back, the game's name and provider, favourite. */
export function GameHeader({ titleId, game, loading }: GameHeaderProps) {
  const { t, i18n } = useTranslation('casino');
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no earlier page in this tab): back leads to the game list instead.
  const goBack = () => (location.key === 'default' ? navigate(paths.games()) : navigate(-1));

  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} onClick={goBack} aria-label={t('gameDetails.back')}>
        <span aria-hidden="true">←</span>
        <span className={styles.backLabel}>{t('gameDetails.back')}</span>
      </button>
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
