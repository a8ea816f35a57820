import { useEffect, useRef } from 'react';
import { useAtomValue } from '@palpite/shared';
import { isSlipVisibleAtom, setSlipVisible, useSlipSelections, useSlipTotalOdds } from '../../lib/bet-slip/slip-state.ts';
import { BottomSheet } from './BottomSheet.tsx';
import { FloatingPanel } from './FloatingPanel.tsx';
import { SlipContent } from './SlipContent.tsx';
import { SlipFeeds } from './SlipFeeds.tsx';
import { SlipToggle } from './SlipToggle.tsx';
import { DESKTOP_QUERY } from './slip-geometry.ts';
import { useMediaQuery } from './use-media-query.ts';
import { usePlaceBet } from './use-place-bet.ts';

/**
 * The bet slip, in the host's `betSlip` slot (Sports mode only, outside the page, so it floats
 * over every sports page and survives navigation): a floating panel on desktop, a bottom sheet on
 * mobile, and a small count/total-odds button while it is closed with bets on it.
 */
export default function BetSlipWidget() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const visible = useAtomValue(isSlipVisibleAtom);
  const selections = useSlipSelections();
  const total = useSlipTotalOdds();
  const { place, placing, feedback } = usePlaceBet();
  const toggle = useRef<HTMLButtonElement>(null);
  const wasVisible = useRef(visible);

  // Closing hands the focus back to the button that opens the slip again.
  useEffect(() => {
    if (wasVisible.current && !visible) toggle.current?.focus();
    wasVisible.current = visible;
  }, [visible]);

  const close = () => setSlipVisible(false);
  const content = <SlipContent place={() => void place()} placing={placing} feedback={feedback} />;
  return (
    <>
      <SlipFeeds />
      {visible ? (
        desktop ? (
          <FloatingPanel onClose={close}>{content}</FloatingPanel>
        ) : (
          <BottomSheet onClose={close}>{content}</BottomSheet>
        )
      ) : selections.length > 0 ? (
        <SlipToggle ref={toggle} count={selections.length} totalOdds={total} onOpen={() => setSlipVisible(true)} />
      ) : null}
    </>
  );
}
