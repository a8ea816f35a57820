import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, Notice, paths, useIsLoggedIn, useTranslation } from '@palpite/shared';
import type { PlayMode } from '../api/types.ts';
import type { BetProblem } from '../lib/use-bet-problem.ts';
import { usePlayFailureText, type PlayFailure } from '../lib/use-error-message.ts';
import styles from './PlayError.module.css';

interface PlayErrorProps {
  /** The message, in the player's words. */
  children: ReactNode;
  mode: PlayMode;
  /** The play was refused because the balance is short of the stake. */
  balanceShort?: boolean;
}

/** Why a play was refused; a real-money player short of balance gets the deposit with it. */
export function PlayError({ children, mode, balanceShort = false }: PlayErrorProps) {
  return (
    <Notice tone="error">
      <div className={styles.notice}>
        <p className={styles.message}>{children}</p>
        {balanceShort ? <DepositOffer mode={mode} /> : null}
      </div>
    </Notice>
  );
}

/** The server's answer to the last play, as a round or a hand keeps it. */
export interface RefusedPlay {
  error: PlayFailure | null;
  balanceShort: boolean;
}

/**
 * The server's refusal of the last play, if any (a round's or a hand's), in the language shown now,
 * with the deposit when the balance was short.
 */
export function PlayRefusal({ play, mode }: { play: RefusedPlay; mode: PlayMode }) {
  const textOf = usePlayFailureText();
  if (!play.error) return null;
  return (
    <PlayError mode={mode} balanceShort={play.balanceShort}>
      {textOf(play.error)}
    </PlayError>
  );
}

/** A problem found with the bet before it was sent, in the language shown now. */
export function BetProblemError({ problem, mode }: { problem: BetProblem; mode: PlayMode }) {
  const { t } = useTranslation('casino');
  return (
    <PlayError mode={mode} balanceShort={problem.balanceShort}>
      {t(problem.key, problem.params ?? {})}
    </PlayError>
  );
}

/**
 * Why the last play was refused, for `RefusalAbove`: the problem found with the bet before it was
 * sent, then the server's refusal of the play before; null when there is neither.
 */
export function playRefusal(mode: PlayMode, play: RefusedPlay, problem: BetProblem | null = null): ReactNode {
  if (problem === null && play.error === null) return null;
  return (
    <>
      {problem ? <BetProblemError problem={problem} mode={mode} /> : null}
      <PlayRefusal play={play} mode={mode} />
    </>
  );
}

/**
 * The way to the wallet's deposit for a logged-in player in real mode: the navbar and its deposit
 * button are hidden on game pages, and "deposit is one tap away" (the demo balance is reset, not topped up).
 */
export function DepositOffer({ mode }: { mode: PlayMode }) {
  const { t } = useTranslation('casino');
  const loggedIn = useIsLoggedIn();
  if (mode !== 'real' || !loggedIn) return null;
  return (
    <Link to={paths.wallet()} className={`${buttonClassName('primary', 'small')} ${styles.deposit}`}>
      {t('play.deposit')}
    </Link>
  );
}
