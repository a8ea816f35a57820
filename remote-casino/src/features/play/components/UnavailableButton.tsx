import { useId } from 'react';
import { Button, type ButtonProps } from '@palpite/shared';
import { descriptionIds } from '../lib/description-ids.ts';

interface UnavailableButtonProps extends ButtonProps {
  /** Why a press does nothing now (no bets to clear, say), or null while it works. */
  unavailableReason: string | null;
}

/**
 * A button that goes off by its own press while it holds the keyboard focus (Clear, once it cleared;
 * Undo, at the first chip): off, it keeps the focus and reads and looks unavailable (`aria-disabled`,
 * described by why) and a press does nothing. `disabled` would drop the focus to the page's body.
 */
export function UnavailableButton({ unavailableReason, onClick, 'aria-describedby': describedBy, ...rest }: UnavailableButtonProps) {
  const reasonId = useId();
  const off = unavailableReason !== null;
  return (
    <>
      <Button
        {...rest}
        aria-disabled={off || undefined}
        aria-describedby={descriptionIds(describedBy, off ? reasonId : undefined)}
        onClick={off ? undefined : onClick}
      />
      {/* Hidden, yet the button's description: read with it, not again on its own. */}
      {off ? (
        <span id={reasonId} hidden>
          {unavailableReason}
        </span>
      ) : null}
    </>
  );
}
