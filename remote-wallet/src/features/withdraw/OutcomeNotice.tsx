import { useRef, type ReactNode } from 'react';
import { Notice } from '@palpite/shared';
import { useFocusOnRemoval } from '../../lib/use-focus-on-removal.ts';

interface OutcomeNoticeProps {
  children: ReactNode;
  /** Where the focus goes if the notice is taken away while the player is on it (the list no longer agrees). */
  onRemovedWithFocus: (leaving: HTMLElement) => HTMLElement | null;
}

/** What the player's last request or cancel did: focused as it shows, since the control they used is gone or done. */
export function OutcomeNotice({ children, onRemovedWithFocus }: OutcomeNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnRemoval(ref, onRemovedWithFocus);
  return (
    <div ref={ref}>
      <Notice tone="success" autoFocus>
        {children}
      </Notice>
    </div>
  );
}

/**
 * The section around `element`, made focusable from script only: what now shows the withdrawal as it
 * is, for a notice about it that went (its heading names it to a screen reader).
 */
export function sectionAround(element: HTMLElement): HTMLElement | null {
  const section = element.closest('section');
  if (section && !section.hasAttribute('tabindex')) section.tabIndex = -1;
  return section;
}
