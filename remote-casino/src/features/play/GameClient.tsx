import { lazy, Suspense } from 'react';
import { Notice, useTranslation } from '@palpite/shared';
import { StagePending } from './components/StagePending.tsx';
import { clientKindOf, type ClientKind } from './client-kind.ts';
import type { GameClientProps } from './types.ts';

/** Each client is its own chunk: a slot player never downloads the blackjack table. */
const CLIENTS: Record<Exclude<ClientKind, 'unsupported'>, React.LazyExoticComponent<React.ComponentType<GameClientProps>>> = {
  slots: lazy(() => import('./slots/SlotsClient.tsx').then((module) => ({ default: module.SlotsClient }))),
  roulette: lazy(() => import('./roulette/RouletteClient.tsx').then((module) => ({ default: module.RouletteClient }))),
  baccarat: lazy(() => import('./baccarat/BaccaratClient.tsx').then((module) => ({ default: module.BaccaratClient }))),
  keno: lazy(() => import('./keno/KenoClient.tsx').then((module) => ({ default: module.KenoClient }))),
  dice: lazy(() => import('./dice/DiceClient.tsx').then((module) => ({ default: module.DiceClient }))),
  blackjack: lazy(() => import('./blackjack/BlackjackClient.tsx').then((module) => ({ default: module.BlackjackClient }))),
  'video-poker': lazy(() => import('./video-poker/VideoPokerClient.tsx').then((module) => ({ default: module.VideoPokerClient }))),
  external: lazy(() => import('./external/ExternalClient.tsx').then((module) => ({ default: module.ExternalClient }))),
  live: lazy(() => import('../live/LiveGameClient.tsx').then((module) => ({ default: module.LiveGameClient }))),
};

/** The client of `game`, by its play style and type. */
export function GameClient(props: GameClientProps) {
  const { t } = useTranslation('casino');
  const kind = clientKindOf(props.game);
  if (kind === 'unsupported') return <Notice tone="info">{t('play.unsupported')}</Notice>;
  const Client = CLIENTS[kind];
  return (
    <Suspense fallback={<StagePending height={360} />}>
      <Client {...props} />
    </Suspense>
  );
}
