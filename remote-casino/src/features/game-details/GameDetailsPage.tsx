import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@palpite/shared';
import { buttonClassName, paths, readApiError, useTranslation, EmptyState, LoadFailed, useResource } from '@palpite/shared';
import { getGameDetails } from '../../lib/api/games.ts';
import { GameHeader } from './GameHeader.tsx';
import { GameInfoPanel } from './GameInfoPanel.tsx';
import { GameStage } from './GameStage.tsx';
import styles from './GameDetailsPage.module.css';

/** One game (`uuid` from /game/:uuid): its own header, the game stage and the info panel. */
export function GameDetailsPage({ uuid = '' }: Pick<RemotePageProps, 'uuid'>) {
  const { t, i18n } = useTranslation('casino');
  const titleId = useId();
  // The rules come in the request's language: a language change reads the game again.
  const details = useResource(() => getGameDetails(uuid), `${uuid}|${i18n.language}`);
  const game = details.status === 'ready' ? details.data : null;

  return (
    <section className={styles.page} aria-labelledby={titleId} data-game-uuid={uuid}>
      <GameHeader titleId={titleId} game={game} loading={details.status === 'loading'} />
      {details.status === 'error' && readApiError(details.error).status === 404 ? (
        <GameNotFound />
      ) : details.status === 'error' ? (
        <LoadFailed error={details.error} fallback={t('details.loadFailed')} onRetry={details.reload} />
      ) : (
        <div className={styles.layout}>
          {/* The stage holds the real/demo switch, the balance played with and the game's client. */}
          <GameStage uuid={uuid} />
          {game ? <GameInfoPanel game={game} /> : <div className={styles.panelSkeleton} aria-hidden="true" />}
        </div>
      )}
    </section>
  );
}

/** No such game (a wrong or old address): asking again cannot help, so the way on is the game list. */
function GameNotFound() {
  const { t } = useTranslation('casino');
  return (
    <EmptyState
      title={t('casino.errors.gameNotFound', { ns: 'common' })}
      hint={t('gameDetails.notFound.hint')}
      action={
        <Link to={paths.games()} className={buttonClassName('secondary')}>
          {t('gameDetails.notFound.browse')}
        </Link>
      }
    />
  );
}
