import { useEffect, useId, useRef } from 'react';
import {
  formatBRL,
  formatOdds,
  FormAlert,
  siteBetLimitsAtom,
  useAtom,
  useAtomValue,
  useExclusion,
  useIsSessionRestoring,
  useTranslation,
} from '@palpite/shared';
import {
  acceptOddsChangesAtom,
  acknowledgeSlipPrices,
  removeGoneFromSlip,
  stakeAtom,
  usePlaceableOdds,
  useSlipSelections,
  useSlipTotalOdds,
} from '../../lib/bet-slip/slip-state.ts';
import { isStakeValid, parseStake, payoutCapAdvice, potentialPayout } from '../../lib/bet-slip/slip-maths.ts';
import { isGoneForGood, unavailabilityOf } from '../../lib/bet-slip/slip.ts';
import { slipMessageText } from './bet-message.ts';
import { EmptySlip } from './EmptySlip.tsx';
import { blockedHint, payoutCapHint, useMaxBetSelections } from './blocked-hint.ts';
import { PlaceButton } from './PlaceButton.tsx';
import { SlipPicks } from './SlipPicks.tsx';
import { QuickStakes, StakeField } from './StakeField.tsx';
import { stakeProblem } from './stake-problem.ts';
import type { SlipFeedback } from './use-place-bet.ts';
import { useSlipNowMs } from './use-slip-now.ts';
import styles from './BetSlip.module.css';

/** How long a live price change stays shown on the slip (old price, arrow) before it settles. */
const PRICE_CHANGE_SHOWN_MS = 5000;

interface SlipContentProps {
  place: () => void;
  placing: boolean;
  feedback: SlipFeedback | null;
  /** Moves the focus to the slip's title (when what held it, a pick or Clear, leaves). */
  focusTitle: () => void;
}

/** What the totals show while no pick can be placed. */
const NONE = '—';

/** The slip's body: single or accumulator and the selections, over a footer with the stake, totals and Place Bet. */
export function SlipContent({ place, placing, feedback, focusTitle }: SlipContentProps) {
  const { t } = useTranslation('sports');
  // During a break or self-exclusion the server refuses every stake: the slip says so before a press.
  const exclusion = useExclusion();
  const restoring = useIsSessionRestoring();
  const selections = useSlipSelections();
  const nowMs = useSlipNowMs(selections);
  const total = useSlipTotalOdds();
  // Spec §9: payout = stake × total odds, so both leave a closed pick out.
  const placeableOdds = usePlaceableOdds();
  const maxSelections = useMaxBetSelections();
  const betLimits = useAtomValue(siteBetLimitsAtom);
  const stake = useAtomValue(stakeAtom);
  const [acceptChanges, setAcceptChanges] = useAtom(acceptOddsChangesAtom);
  const acceptId = useId();
  const feedbackId = useId();
  const stakeErrorId = useId();
  const blockedId = useId();
  const stakeInput = useRef<HTMLInputElement>(null);
  const changed = selections.filter((selection) => selection.previous_odd !== null);
  const changedKey = changed.map((selection) => `${selection.id}:${selection.odd}`).join('|');

  useEffect(() => {
    if (!changedKey) return;
    const timer = setTimeout(acknowledgeSlipPrices, PRICE_CHANGE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [changedKey]);

  // One node per piece of news, so a polite screen reader speaks what is new, not everything again.
  const announcements = [
    ...changed
      .filter((selection) => !isGoneForGood(selection))
      .map((selection) => ({
        key: `odd:${selection.id}:${selection.odd}`,
        text: t('slip.oddChanged', {
          home: selection.home_team_name,
          away: selection.away_team_name,
          from: formatOdds(selection.previous_odd ?? 0),
          to: formatOdds(selection.odd),
        }),
      })),
    ...selections.flatMap((selection) => {
      const reason = unavailabilityOf(selection, nowMs);
      if (reason === null) return [];
      const news = t('slip.unavailableNews', { home: selection.home_team_name, away: selection.away_team_name, reason: t(`slip.unavailable.${reason}`) });
      return [{ key: `unavailable:${selection.id}:${reason}`, text: news }];
    }),
  ];

  // A slip another tab placed empties here while this tab's own bet on it is on its way: its answer is still to show.
  if (selections.length === 0 && !feedback && !placing) {
    return <EmptySlip />;
  }

  // The server refuses a slip with an entry it cannot take, or paying more than the maximum per bet:
  // say so here, and why, instead of after a press. A stored session still being read is a
  // player's: Place Bet waits for it rather than asking to log in.
  const slipHint = exclusion ? t(exclusion.messageKey, { ns: 'common', until: exclusion.until }) : blockedHint(t, selections, nowMs, maxSelections);
  const payoutAdvice = betLimits ? payoutCapAdvice(placeableOdds, parseStake(stake), betLimits) : null;
  const payoutHint = slipHint === null ? payoutCapHint(t, payoutAdvice, selections.length) : null;
  const hint = slipHint ?? payoutHint ?? (restoring ? t('slip.restoringSession') : null);
  // A lower stake fixes it: the stake field says so too.
  const hintAboutStake = payoutHint !== null && payoutAdvice?.kind === 'lowerStake';
  const goneCount = selections.filter(isGoneForGood).length;
  const succeeded = feedback?.tone === 'success';
  const busy = placing || succeeded;
  const blockedByHint = hint !== null;
  // Once placed, what the server took: the odds may have moved before it answered ("accept odds changes").
  const accepted = feedback?.accepted;
  const shownTotal = accepted ? accepted.totalOdds : total;
  const payout = accepted ? accepted.payout : potentialPayout(placeableOdds, parseStake(stake));
  // Typed text that is no amount (`1.000`, letters) is said at once, never read as another amount;
  // so is a stake the server would refuse, under the minimum or over the maximum per bet.
  const stakeError = stakeProblem(t, stake, betLimits);
  // One message in the pay bar at a time: a placed bet's success, else what is wrong with the stake
  // being typed (what the player is doing now; a message about the stake went with the edit), else
  // the answer to Place Bet, else why Place Bet is off.
  const message = succeeded ? 'feedback' : stakeError !== null ? 'stake' : feedback ? 'feedback' : hint ? 'hint' : null;
  // Enter in the stake field places too: not a slip Place Bet is off for.
  const submit = blockedByHint || stakeError !== null ? () => undefined : place;
  const stakeMessageId =
    message === 'stake'
      ? stakeErrorId
      : message === 'feedback' && feedback?.aboutStake
        ? feedbackId
        : message === 'hint' && hintAboutStake
          ? blockedId
          : undefined;
  // Why Place Bet is off, where the pay bar says it: the answer counts while it holds the button off (its success, a stake refused).
  const answerId = message === 'feedback' && (busy || feedback?.aboutStake) ? feedbackId : undefined;
  const placeReasonId = message === 'hint' ? blockedId : message === 'stake' ? stakeErrorId : answerId;

  function removeGone() {
    // The button leaves with what it removes: the focus goes where Clear sends it.
    focusTitle();
    removeGoneFromSlip();
  }

  return (
    <div className={styles.content}>
      {/* The picks scroll on their own; the footer (stake, totals, Place Bet) stays in view under them. */}
      <SlipPicks selections={selections} nowMs={nowMs} refusedId={feedback?.selectionId ?? null} placing={placing} focusTitle={focusTitle} />
      <p role="status" className="visually-hidden">
        {announcements.map((news) => (
          <span key={news.key}>{news.text} </span>
        ))}
      </p>
      {/* On a sheet dragged very low the options scroll with the picks while the pay bar stays in view (BetSlip.module.css). */}
      <div className={styles.footer}>
        <div className={styles.options}>
          <label className={styles.accept} htmlFor={acceptId}>
            <input id={acceptId} type="checkbox" checked={acceptChanges} disabled={placing} onChange={(event) => setAcceptChanges(event.target.checked)} />
            {t('slip.acceptOddsChanges')}
          </label>
          {/* A message or why Place Bet is off (in the pay bar) takes the quick stakes' place, so it never squeezes the picks. */}
          {message ? null : <QuickStakes disabled={placing} />}
        </div>
        <div className={styles.payBar}>
          <dl className={styles.totals}>
            <div>
              <dt>{t('slip.totalOdds')}</dt>
              <dd>{shownTotal === null ? NONE : formatOdds(shownTotal)}</dd>
            </div>
            <div>
              <dt>{t('slip.payout')}</dt>
              <dd className={styles.payout}>{shownTotal === null ? NONE : formatBRL(payout)}</dd>
            </div>
          </dl>
          {/* The answer to Place Bet stays in view with it. The id lets the stake field point at a message about the stake (aria-describedby). */}
          {message === 'feedback' && feedback ? (
            <div id={feedbackId} className={styles.message}>
              <FormAlert tone={feedback.tone}>{slipMessageText(t, feedback.message)}</FormAlert>
            </div>
          ) : message === 'stake' ? (
            <div id={stakeErrorId} className={styles.message}>
              <FormAlert tone="error">{stakeError}</FormAlert>
            </div>
          ) : message === 'hint' ? (
            // Beside Place Bet, which it describes, on a sheet dragged low too. Not a live region: the entries' reasons are announced above.
            <div className={`${styles.blocked} ${styles.message}`}>
              <p id={blockedId} className={styles.blockedText}>
                {hint}
              </p>
              {goneCount > 1 ? (
                <button type="button" className={`${styles.chip} ${styles.removeGone}`} disabled={placing} onClick={removeGone}>
                  {t('slip.removeGone', { count: goneCount })}
                </button>
              ) : null}
            </div>
          ) : null}
          <div className={styles.placeRow}>
            {/* Read-only while the success shows too: the stake and payout shown are the bet placed. */}
            <StakeField onSubmit={submit} disabled={placing} readOnly={succeeded} errorId={stakeMessageId} inputRef={stakeInput} />
            <PlaceButton
              place={place}
              placing={placing}
              busy={busy}
              blocked={blockedByHint || (selections.length === 0 && !busy)}
              reasonId={placeReasonId}
              // A press with a stake the server would refuse takes the player to the field, as with none.
              stakeToFix={!isStakeValid(stake) || stakeError !== null}
              focusStake={() => stakeInput.current?.focus()}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
