import { useEffect } from 'react';
import { Button, Notice, eventBus, failedCallText, readApiError, useTranslation, useResource } from '@palpite/shared';
import { StagePending } from '../components/StagePending.tsx';
import type { GameClientProps } from '../types.ts';
import { launchGame } from '../api/play-api.ts';
import styles from './ExternalClient.module.css';

/**
 * A provider's game (`play_style: external`): launched for this player and mode, played in the
 * provider's own page. The provider moves the money through the seamless wallet, so the player's
 * balance is read again when they leave the game.
 */
export function ExternalClient({ game, mode }: GameClientProps) {
  const { t } = useTranslation('casino');
  const launch = useResource(() => launchGame(game.uuid, mode));

  useEffect(() => () => eventBus.emit('user-refresh-requested', {}), []);

  if (launch.status === 'loading') return <StagePending height={480} />;
  if (launch.status === 'error') {
    return (
      <div className={styles.failed}>
        <Notice tone="error">{failedCallText(readApiError(launch.error), t)}</Notice>
        <Button variant="secondary" onClick={launch.reload}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.client}>
      <p className={styles.provider}>{t('play.external.providedBy', { provider: game.provider })}</p>
      <iframe
        className={styles.frame}
        src={launch.data.launch_url}
        title={t('play.external.frameTitle', { game: game.name, provider: game.provider })}
        sandbox="allow-scripts allow-same-origin allow-forms"
        allow="fullscreen"
      />
      <div className={styles.actions}>
        <Button variant="ghost" size="small" onClick={launch.reload}>
          {t('play.external.reload')}
        </Button>
        <a className={styles.newTab} href={launch.data.launch_url} target="_blank" rel="noopener noreferrer">
          {t('play.external.openInTab')}
        </a>
      </div>
    </div>
  );
}
