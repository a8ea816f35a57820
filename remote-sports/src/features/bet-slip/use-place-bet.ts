import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRetryKey,
  eventBus,
  isSessionRestoringAtom,
  palpiteStore,
  STORAGE_KEYS,
  useIsLoggedIn,
  useModals,
  useAtomValue,
  useSetAtom,
  useUser,
} from '@palpite/shared';
import {
  acceptOddsChangesAtom,
  clearPlaced,
  markSlipPlaced,
  setPlacingHere,
  setSlipVisible,
  slipAtom,
  stakeAtom,
  updateSlipPrices,
} from '../../lib/bet-slip/slip-state.ts';
import { slipSelections, type SlipSelection } from '../../lib/bet-slip/slip.ts';
import { parseStake, potentialPayout } from '../../lib/bet-slip/slip-maths.ts';
import { placeBet, resolveBetKey, type BetAnswer } from './api/place-bet.ts';
import { betPayload, placementFingerprint } from './bet-payload.ts';
import { answerMessage, errorMessage, isStakeRefusal, refusalBody, refusalDetails, type SlipMessage } from './bet-message.ts';

/** Spec §9 timers: a stake error shows 3 s, an outcome 5 s. */
export const STAKE_ERROR_MS = 3000;
export const OUTCOME_MS = 5000;

export interface SlipFeedback {
  tone: 'success' | 'error';
  /** Worded when shown (slipMessageText), so it follows a switch of language while it shows. */
  message: SlipMessage;
  /** The slip entry a refusal is about, if the server said which leg. */
  selectionId: string | null;
  /** The message is about the stake (the stake field is then marked invalid and described by it). */
  aboutStake: boolean;
  /** What the server took, shown instead of the slip's own totals: the odds may have moved before it answered. */
  accepted?: AcceptedTotals;
}

export interface AcceptedTotals {
  totalOdds: number;
  payout: number;
}

/**
 * The total odds and payout of the bet the server accepted, when its answer says them: with "accept
 * odds changes" on it takes the bet at the odds of the moment, which may not be the slip's.
 */
export function acceptedTotals(bet: BetAnswer['bet'], stake: number): AcceptedTotals | undefined {
  const totalOdds = bet?.total_odds;
  if (typeof totalOdds !== 'number' || !(totalOdds > 1)) return undefined;
  const payout = typeof bet?.potential_win === 'number' ? bet.potential_win : potentialPayout([totalOdds], stake);
  return { totalOdds, payout };
}

/**
 * One key for the slip whatever widget or tab shows it: the slip is one, and a retry after leaving
 * Sports mode and coming back must still find the bet a lost answer may have placed. Kept in local
 * storage until answered: a page reloaded while the bet was on its way sends the restored slip under
 * the same key (the server answers the bet it took), and asks about it before another slip; another
 * tab placing the same slip meanwhile sends it under the same key too, so the server takes one bet.
 */
const retryKey = createRetryKey({ storageKey: STORAGE_KEYS.betslipPending });

const UNCONFIRMED: SlipMessage = { key: 'slip.unconfirmed', ns: 'sports' };

/**
 * What a refusal says about its leg goes onto the slip, not only into the message: a changed price
 * becomes the entry's price (shown moving, so Place Bet then offers the new one), a suspended one
 * locks the entry. Returns the entry the refusal is about.
 */
function applyRefusal(details: BetAnswer['details'], sent: readonly SlipSelection[]): string | null {
  const leg = typeof details?.leg === 'number' ? sent[details.leg] : undefined;
  if (!leg) return null;
  const code = details?.code;
  const currentOdd = details?.current_odd;
  if (code === 'odds_changed' && typeof currentOdd === 'number' && currentOdd > 1) {
    updateSlipPrices([{ selectionId: Number(leg.id), price: currentOdd, suspended: false }]);
  } else if (code === 'odds_suspended') {
    updateSlipPrices([{ selectionId: Number(leg.id), price: null, suspended: true }]);
  }
  return leg.id;
}

/**
 * Placing the slip (spec §4): visitors get the warning modal (a session still restoring waits); a stake of 0 or less shows
 * `enterValidStake` for 3 s; the call shows a busy state; success shows its message 5 s, then the
 * slip clears, the stake goes back to empty (0) and the slip closes; a failure shows its message 5 s.
 */
export function usePlaceBet() {
  const isLoggedIn = useIsLoggedIn();
  const user = useUser();
  const [, dispatchModal] = useModals();
  const setStake = useSetAtom(stakeAtom);
  const stake = useAtomValue(stakeAtom);
  const [placing, setPlacing] = useState(false);
  const [feedback, setFeedback] = useState<SlipFeedback | null>(null);
  const shown = useRef<SlipFeedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** What must still happen when the shown message ends (a placed slip still to be cleared). */
  const pending = useRef<(() => void) | null>(null);
  const busy = useRef(false);

  const showFeedback = useCallback((next: SlipFeedback | null) => {
    shown.current = next;
    setFeedback(next);
  }, []);

  const show = useCallback(
    (next: SlipFeedback, ms: number, then?: () => void) => {
      if (timer.current) clearTimeout(timer.current);
      showFeedback(next);
      pending.current = then ?? null;
      timer.current = setTimeout(() => {
        timer.current = null;
        const after = pending.current;
        pending.current = null;
        showFeedback(null);
        after?.();
      }, ms);
    },
    [showFeedback],
  );

  // A message about the stake was about the stake then: once it is edited (typed, a quick stake, another
  // tab), it would call a corrected stake wrong and hide what the slip says of the new one. Other
  // messages (a pick refused, no answer) keep their time. Never one with something still to do.
  useEffect(() => {
    if (!shown.current?.aboutStake || pending.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    showFeedback(null);
  }, [stake, showFeedback]);

  // Leaving Sports mode during the success message must not leave the placed bets on the slip.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      pending.current?.();
      pending.current = null;
    },
    [],
  );

  const place = useCallback(async () => {
    // While a placed slip is still showing its success, placing again would bet it twice.
    if (busy.current || pending.current) return;
    if (!isLoggedIn) {
      // Read at the press: a session being restored is a player's, whom Place Bet tells to wait (SlipContent).
      if (!palpiteStore.get(isSessionRestoringAtom)) dispatchModal({ type: 'showWarning' });
      return;
    }
    const stake = parseStake(palpiteStore.get(stakeAtom));
    if (!(stake > 0)) {
      show({ tone: 'error', message: { key: 'bets.enterValidStake', ns: 'common' }, selectionId: null, aboutStake: true }, STAKE_ERROR_MS);
      return;
    }
    const sent = palpiteStore.get(slipAtom);
    const selections = slipSelections(sent);
    if (selections.length === 0) return;
    const payload = betPayload({
      selections,
      stake,
      acceptOddsChanges: palpiteStore.get(acceptOddsChangesAtom),
      frontendId: user?.frontend_id ?? 1,
      now: new Date(),
    });
    busy.current = true;
    setPlacingHere(true);
    setPlacing(true);
    if (timer.current) clearTimeout(timer.current);
    showFeedback(null);
    // The same slip sent again after no answer came, or from another tab meanwhile, goes with the same key, so the server answers the bet it took.
    const fingerprint = placementFingerprint(user?.id ?? null, payload);
    try {
      // Another slip after a lost answer: first what the lost request did, so that it is never a second bet unawares.
      const earlierKey = retryKey.unresolved(fingerprint);
      if (earlierKey !== null) {
        const earlier = await resolveBetKey(earlierKey).catch(() => null);
        if (earlier === null) {
          // Still unknown, whatever the error: the key is kept, and the next press asks again.
          show({ tone: 'error', message: UNCONFIRMED, selectionId: null, aboutStake: false }, OUTCOME_MS);
          return;
        }
        retryKey.answered();
        if (earlier.placed) {
          eventBus.emit('bet-placed', { betId: earlier.bet.id });
          eventBus.emit('user-refresh-requested', {});
          const message: SlipMessage = { key: 'slip.earlierPlaced', ns: 'sports', params: { betId: earlier.bet.id } };
          show({ tone: 'error', message, selectionId: null, aboutStake: false }, OUTCOME_MS);
          return;
        }
      }
      const answer = await placeBet(payload, retryKey.keyFor(fingerprint));
      retryKey.answered();
      if (answer.success) {
        markSlipPlaced(sent.bets.map((bet) => bet.id));
        const accepted = acceptedTotals(answer.bet, stake);
        show({ tone: 'success', message: answerMessage(answer, 'bets.placed'), selectionId: null, aboutStake: false, accepted }, OUTCOME_MS, () => {
          clearPlaced(sent.bets.map((bet) => bet.id));
          setStake('');
          setSlipVisible(false);
        });
        if (answer.bet) eventBus.emit('bet-placed', { betId: answer.bet.id });
        eventBus.emit('user-refresh-requested', {});
      } else {
        const selectionId = applyRefusal(answer.details, selections);
        show({ tone: 'error', message: answerMessage(answer), selectionId, aboutStake: isStakeRefusal(answer) }, OUTCOME_MS);
      }
    } catch (error) {
      if (retryKey.failed(error)) {
        // No answer: the bet may have been taken. The balance shows it; the slip stays as sent, so
        // placing it again sends the same key and the server answers the bet it took, not a second
        // one; a changed slip first asks what the lost one did.
        eventBus.emit('user-refresh-requested', {});
        show({ tone: 'error', message: UNCONFIRMED, selectionId: null, aboutStake: false }, OUTCOME_MS);
      } else {
        const selectionId = applyRefusal(refusalDetails(error), selections);
        show({ tone: 'error', message: errorMessage(error), selectionId, aboutStake: isStakeRefusal(refusalBody(error)) }, OUTCOME_MS);
      }
    } finally {
      busy.current = false;
      setPlacingHere(false);
      setPlacing(false);
    }
  }, [dispatchModal, isLoggedIn, setStake, show, showFeedback, user]);

  return { place, placing, feedback };
}
