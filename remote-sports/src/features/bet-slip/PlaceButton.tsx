import { useId } from 'react';
import { Button, Spinner, useTranslation } from '@palpite/shared';
import styles from './BetSlip.module.css';

interface PlaceButtonProps {
  place: () => void;
  placing: boolean;
  /** The bet is on its way, or its success shows. */
  busy: boolean;
  /** Off for a reason the pay bar shows (why the slip cannot be placed, an empty slip): presses are ignored. */
  blocked: boolean;
  /** The id of the text in the pay bar that says why it is off, while one does. */
  reasonId: string | undefined;
  /** No stake the server would take (none, unreadable, outside the limits per bet): a press takes the player to the field. */
  stakeToFix: boolean;
  focusStake: () => void;
}

/**
 * Place Bet. Busy, not disabled, while the bet is on its way and its success shows; off but focusable
 * (aria-disabled, described by why) while the slip cannot be placed or the stake needs fixing: each
 * can begin while the button has the keyboard focus (a pick suspended live, the stake cleared), and a
 * disabled button would drop it to the page and could not say why it is off. Not the SDK Button's
 * `unavailableReason`, which ignores presses: off for the stake, a press takes the player to the field.
 */
export function PlaceButton({ place, placing, busy, blocked, reasonId, stakeToFix, focusStake }: PlaceButtonProps) {
  const { t } = useTranslation('sports');
  const stakeNeededId = useId();
  const off = busy || blocked || stakeToFix;
  const describedBy = reasonId ?? (stakeToFix ? stakeNeededId : undefined);
  return (
    <>
      <Button
        block
        onClick={blocked ? undefined : stakeToFix ? focusStake : place}
        aria-disabled={off || undefined}
        aria-describedby={off ? describedBy : undefined}
        busy={busy}
        aria-busy={placing}
        className={styles.place}
      >
        {placing ? <Spinner /> : null}
        {placing ? t('slip.placing') : t('slip.place')}
      </Button>
      {describedBy === stakeNeededId ? (
        <span id={stakeNeededId} className="visually-hidden">
          {t('slip.stakeNeeded')}
        </span>
      ) : null}
    </>
  );
}
