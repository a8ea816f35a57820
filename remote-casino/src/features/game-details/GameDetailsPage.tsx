import { useId, useState } from 'react';
import type { RemotePageProps } from '@palpite/shared';
import { GameHeader } from './GameHeader.tsx';
import { GameInfoPanel } from './GameInfoPanel.tsx';
import { GameStage } from './GameStage.tsx';
import type { PlayMode } from './ModeSwitch.tsx';
import styles from './GameDetailsPage.module.css';

/** One game (`uuid` from /game/:uuid): its own header, the game stage and the info panel. */
export function GameDetailsPage({ uuid }: Pick<RemotePageProps, 'uuid'>) {
  const titleId = useId();
  const [mode, setMode] = useState<PlayMode>('real');
  return (
    <section className={styles.page} aria-labelledby={titleId} data-game-uuid={uuid}>
      <GameHeader titleId={titleId} mode={mode} onModeChange={setMode} />
      <div className={styles.layout}>
        <GameStage />
        <GameInfoPanel />
      </div>
    </section>
  );
}
