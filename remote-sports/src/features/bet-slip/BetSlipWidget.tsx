import { useEffect, useRef } from 'react';
import { useAtomValue, useEvent, useLiveUpdatesWanted } from '@palpite/shared';
import { isSlipVisibleAtom, setSlipVisible, useSlipSelections, useSlipTotalOdds } from '../../lib/bet-slip/slip-state.ts';
import { BottomSheet } from './BottomSheet.tsx';
import { FloatingPanel } from './FloatingPanel.tsx';
import { focusPageMain, isFocusLost } from './slip-focus.ts';
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
  const title = useRef<HTMLHeadingElement>(null);
  const wasVisible = useRef(visible);
  // A live pick's price moves while it sits on the slip: a visitor off the live routes needs a connection to hear it.
  useLiveUpdatesWanted(selections.some((selection) => selection.live));

  // A closing slip takes the focus with it: it goes back to the button that opens the slip again,
  // or, with no bets left to show that button, to the page. Focus the player has elsewhere on the
  // page (the sheet closed by Escape from there) stays where it is.
  useEffect(() => {
    if (wasVisible.current && !visible && isFocusLost()) {
      if (toggle.current) toggle.current.focus();
      else focusPageMain();
    }
    wasVisible.current = visible;
  }, [visible]);

  // The host's "Skip to bet slip": an open slip takes the focus on its title, a closed one opens (and takes it).
  useEvent('open-bet-slip', () => {
    if (visible) title.current?.focus();
    else setSlipVisible(true);
  });

  const acceptedOdds = feedback?.accepted?.totalOdds ?? null;
  const close = () => setSlipVisible(false);
  const focusTitle = () => title.current?.focus();
  const content = <SlipContent place={() => void place()} placing={placing} feedback={feedback} focusTitle={focusTitle} />;
  return (
    <>
      <SlipFeeds />
      {visible ? (
        desktop ? (
          <FloatingPanel onClose={close} titleRef={title} acceptedOdds={acceptedOdds}>
            {content}
          </FloatingPanel>
        ) : (
          <BottomSheet onClose={close} titleRef={title} acceptedOdds={acceptedOdds}>
            {content}
          </BottomSheet>
        )
      ) : selections.length > 0 ? (
        <SlipToggle ref={toggle} count={selections.length} totalOdds={total} onOpen={() => setSlipVisible(true)} />
      ) : null}
    </>
  );
}
