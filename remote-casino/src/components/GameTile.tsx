import { Link } from 'react-router-dom';
import { paths, useTranslation } from '@palpite/shared';
import { formatPercent } from '../lib/format.ts';
import { demoPath } from '../lib/play-mode.ts';
import type { Game } from '../lib/types.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import styles from './GameTile.module.css';

interface GameTileProps {
  game: Game;
  /** Tiles below the fold load their image lazily; the first row eagerly. */
  eager?: boolean;
}

/**
 * One game: image, name, provider, badges (live, new, RTP) and the favourite toggle; the whole card
 * opens the game, and where the game has a demo, hovering or focusing the card shows a Demo button
 * that opens it in demo mode. The art carries no words: whatever the tile says is written here, translated.
 */
export function GameTile({ game, eager = false }: GameTileProps) {
  const { t, i18n } = useTranslation('casino');
  const rtp = formatPercent(game.rtp, i18n.language);
  return (
    <article className={styles.tile} aria-label={game.name}>
      <Link to={paths.gameDetails(game.uuid)} className={styles.link}>
        <span className={game.demo_available ? `${styles.media} ${styles.withDemo}` : styles.media}>
          <img src={game.image} alt="" width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" className={styles.image} />
          <span className={styles.play} aria-hidden="true">
            <span className={styles.playButton}>
              <span className={styles.playIcon}>▶</span>
              {t('lobby.tile.play')}
            </span>
          </span>
        </span>
        <span className={styles.name}>{game.name}</span>
      </Link>
      {game.demo_available ? (
        // Beside the card's link, not in it (a link cannot hold another), laid over the art's lower part.
        <span className={styles.demoArea}>
          <Link to={demoPath(game.uuid)} className={styles.demo} aria-label={t('lobby.tile.demoLabel', { name: game.name })}>
            {t('lobby.tile.demo')}
          </Link>
        </span>
      ) : null}
      <span className={styles.provider}>{game.provider}</span>
      <span className={styles.badges}>
        {game.play_style === 'live' ? (
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('lobby.tile.live')}
          </span>
        ) : null}
        {game.is_new ? <span className={styles.new}>{t('lobby.tile.new')}</span> : null}
        <span className={styles.rtp} title={t('lobby.tile.rtpTitle')}>
          {t('lobby.tile.rtp', { rtp })}
        </span>
      </span>
      <FavouriteButton game={game} className={styles.favourite} />
    </article>
  );
}
