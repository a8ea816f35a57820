import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, Notice, Skeleton, failedCallText, readApiError, useExclusion, useIsLoggedIn, useModals, useTranslation, useResource } from '@palpite/shared';
import { getGame } from '../play/api/play-api.ts';
import { playModeOf, withPlayMode, type PlayMode } from '../../lib/play-mode.ts';
import { usePlayBalance } from '../play/lib/use-play-balance.ts';
import { StageToolbar } from '../play/components/StageToolbar.tsx';
import { STAGE_PENDING_ATTRIBUTE } from '../play/components/StagePending.tsx';
import { GameClient } from '../play/GameClient.tsx';
import { ModeSwitch } from './ModeSwitch.tsx';
import pageStyles from './GameDetailsPage.module.css';
import toolbarStyles from '../play/components/StageToolbar.module.css';
import styles from './GameStage.module.css';

interface GameStageProps {
  /** The game's uuid or slug; the route's `:uuid` when not given. */
  uuid?: string;
  /** Controlled by the caller when given; otherwise the address holds it (`?mode=demo`, see lib/play-mode.ts). */
  mode?: PlayMode;
  onModeChange?: (mode: PlayMode) => void;
}

/** Where the game runs: the mode and balance it is played with, then the game's own client. */
export function GameStage({ uuid: uuidProp, mode: modeProp, onModeChange }: GameStageProps = {}) {
  const { t } = useTranslation('casino');
  const params = useParams();
  const uuid = uuidProp ?? params.uuid ?? '';
  const game = useResource(() => getGame(uuid));
  const [searchParams, setSearchParams] = useSearchParams();
  // Opened in the address's mode; a switch shows at once and is written back to the address (a
  // replace: not a page of its own for the back button), so a reload or a shared link keeps it.
  const [ownMode, setOwnMode] = useState<PlayMode>(() => playModeOf(searchParams));
  const mode = modeProp ?? ownMode;
  const setAddressMode = (next: PlayMode) => {
    setOwnMode(next);
    setSearchParams((current) => withPlayMode(current, next), { replace: true });
  };
  const setMode = onModeChange ?? setAddressMode;
  // Set by a switch made from inside the client (a hand open in the other mode): the client is
  // remounted in the new mode, so the button pressed goes, and the new client takes the focus.
  const [clientTakesFocus, setClientTakesFocus] = useState(false);
  const switchFromClient = (next: PlayMode) => {
    setClientTakesFocus(true);
    setMode(next);
  };
  // A provider's game plays with the provider's play money: the site's demo balance is not read for it.
  const balance = usePlayBalance(mode, game.status === 'ready' && game.data.play_style !== 'external');
  const loggedIn = useIsLoggedIn();
  // A break or self-exclusion closes demo play as well as real play: the stage says so instead of offering a play the server refuses.
  const exclusion = useExclusion();
  const titleId = useId();
  // The page's h1 is the game's name; the stage is one of its two sections (the info panel the other),
  // so the clients' own h3 headings sit under an h2. Hidden: the stage needs no visible title.
  const title = (
    <h2 id={titleId} className="visually-hidden">
      {t('gameDetails.stage')}
    </h2>
  );

  if (game.status === 'loading') {
    return (
      <section className={pageStyles.stage} aria-labelledby={titleId} aria-busy="true" {...{ [STAGE_PENDING_ATTRIBUTE]: '' }}>
        {title}
        <Skeleton height="100%" radius="var(--radius-lg)" />
        <span className={pageStyles.spinner} aria-hidden="true" />
      </section>
    );
  }
  if (game.status === 'error') {
    return (
      <section className={styles.stage} aria-labelledby={titleId}>
        {title}
        <Notice tone="error">{failedCallText(readApiError(game.error), t)}</Notice>
        <Button variant="secondary" onClick={game.reload}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </section>
    );
  }

  const available = mode === 'real' ? game.data.real_available : game.data.demo_available;
  const modeSwitch = modeProp === undefined ? <ModeSwitch mode={mode} onChange={setMode} /> : undefined;
  // A provider's demo game plays with the provider's own play money: the site's demo balance beside it
  // would never move, so the stage says where the money is instead.
  const providerDemo = mode === 'demo' && game.data.play_style === 'external';
  return (
    <section className={styles.stage} aria-labelledby={titleId} data-play-mode={mode}>
      {title}
      {providerDemo ? (
        <div className={toolbarStyles.toolbar}>
          {modeSwitch}
          <p className={styles.demoNote}>{t('play.balance.providerDemo')}</p>
        </div>
      ) : (
        <StageToolbar mode={mode} balance={balance} modeSwitch={modeSwitch} />
      )}
      {!loggedIn ? (
        <LoginPrompt />
      ) : exclusion ? (
        <Notice tone="info">{t(exclusion.messageKey, { ns: 'common', until: exclusion.until })}</Notice>
      ) : !available ? (
        <Notice tone="info">{mode === 'real' ? t('play.unavailable.real') : t('play.unavailable.demo')}</Notice>
      ) : (
        <GameClient key={mode} game={game.data} mode={mode} balance={balance} onModeChange={switchFromClient} takeFocus={clientTakesFocus} />
      )}
    </section>
  );
}

/** Visitors see the game but play only after logging in (every play call needs a player). */
function LoginPrompt() {
  const { t } = useTranslation('casino');
  const [, dispatchModal] = useModals();
  return (
    <div className={styles.prompt}>
      <p>{t('play.loginToPlay')}</p>
      <Button onClick={() => dispatchModal({ type: 'showLogin' })}>{t('play.logIn')}</Button>
    </div>
  );
}
