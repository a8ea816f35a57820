import { useCallback, useEffect, useRef, useState } from 'react';
import { eventBus, useBalances, useIsLoggedIn } from '@palpite/shared';
import { getDemoBalance, resetDemoBalance } from '../api/play-api.ts';
import type { BalanceAnswer, PlayMode } from '../api/types.ts';
import { availableCentavos, balanceChangeOf } from './balance.ts';

export interface PlayBalance {
  /** Reais shown beside the game: cash + bonus (real) or the demo balance; null while loading. */
  shownReais: number | null;
  bonusReais: number;
  availableCentavos: number | null;
  /** Applies a round's or hand's `balance` answer. */
  apply: (balance: BalanceAnswer) => void;
  resetDemo: () => Promise<void>;
  /** Reads the balance again after the server moved it on its own (a live round settling). */
  refresh: () => void;
  demoFailed: boolean;
}

/**
 * The balance a game is played against, kept current after every round without a reload.
 * `siteDemo`: whether the site's demo balance is read in demo mode; not for a provider's game,
 * which plays with the provider's own play money (and not before the game is known to be ours).
 */
export function usePlayBalance(mode: PlayMode, siteDemo = true): PlayBalance {
  const loggedIn = useIsLoggedIn();
  const [cash, bonus] = useBalances();
  const [demo, setDemo] = useState<number | null>(null);
  const [demoFailed, setDemoFailed] = useState(false);
  const [demoGeneration, setDemoGeneration] = useState(0);
  // Bumped by every round's answer: a demo balance read that started earlier is older than it.
  const demoVersion = useRef(0);

  useEffect(() => {
    if (mode !== 'demo' || !loggedIn || !siteDemo) return undefined;
    let current = true;
    const startedAt = demoVersion.current;
    getDemoBalance().then(
      (balance) => {
        if (!current || demoVersion.current !== startedAt) return;
        setDemo(balance);
        setDemoFailed(false);
      },
      () => {
        if (current) setDemoFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [mode, loggedIn, siteDemo, demoGeneration]);

  const apply = useCallback((balance: BalanceAnswer) => {
    const change = balanceChangeOf(balance);
    if (change.kind === 'demo') {
      demoVersion.current += 1;
      setDemo(change.demo);
    } else eventBus.emit('balance-updated', change.event);
  }, []);

  const resetDemo = useCallback(async () => {
    const balance = await resetDemoBalance();
    demoVersion.current += 1;
    setDemo(balance);
    setDemoFailed(false);
  }, []);

  const refresh = useCallback(() => {
    if (mode === 'demo') setDemoGeneration((count) => count + 1);
    else eventBus.emit('user-refresh-requested', {});
  }, [mode]);

  const actions = { apply, resetDemo, refresh, demoFailed };
  if (!loggedIn) return { shownReais: null, bonusReais: 0, availableCentavos: null, ...actions };
  if (mode === 'demo') return { shownReais: demo, bonusReais: 0, availableCentavos: availableCentavos(demo), ...actions };
  return { shownReais: cash + bonus, bonusReais: bonus, availableCentavos: availableCentavos(cash, bonus), ...actions };
}
