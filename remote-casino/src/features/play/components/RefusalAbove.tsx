import { useId, type ReactNode } from 'react';
import styles from './RefusalAbove.module.css';

interface RefusalAboveProps {
  /** Why the last press of the button was refused (its notices), or null while nothing was. */
  refusal: ReactNode;
  /** The button (or the buttons) pressed; `describedBy` names the refusal while it shows, for the play button's `aria-describedby`. */
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

/**
 * A play button with why its last press was refused right above it: that is where a player on a
 * phone is looking (above the board or the chips it was scrolled out of sight, and pressing the
 * button seemed to do nothing). The button is described by it, so a screen reader says why too.
 */
export function RefusalAbove({ refusal, children, className }: RefusalAboveProps) {
  const refusalId = useId();
  const refused = refusal !== null && refusal !== undefined && refusal !== false;
  return (
    <div className={className ? `${styles.area} ${className}` : styles.area}>
      {refused ? <div id={refusalId}>{refusal}</div> : null}
      {children(refused ? refusalId : undefined)}
    </div>
  );
}
