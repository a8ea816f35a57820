import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { dockedPanelWidthAtom, palpiteStore, useAtomValue, useTranslation } from '@palpite/shared';
import { movedPanelPositionAtom, useSlipSelections, useSlipTotalOdds } from '../../lib/bet-slip/slip-state.ts';
import { clampPanel, dockedWidth, PANEL_BOTTOM_GAP, panelAfterKey, reopenedPanelPosition, type PanelWindow, type Point } from './slip-geometry.ts';
import { SlipHeader, type SlipFrameProps } from './SlipHeader.tsx';
import styles from './BetSlip.module.css';
import { useEscapeAnywhere } from './use-escape-anywhere.ts';
import { rootFontSizePx, useWindowFit } from './use-window-fit.ts';

// The root font size too: the footer the panel keeps in view grows with the player's text size.
const windowSize = (): PanelWindow => ({
  width: window.innerWidth,
  height: window.innerHeight,
  rootFontSizePx: rootFontSizePx(),
});

/** Desktop: a floating panel, 340 px wide with a 45 px header, dragged by its header (or moved with arrow keys on its grip). */
export function FloatingPanel({ onClose, titleRef, acceptedOdds = null, children }: SlipFrameProps) {
  const { t } = useTranslation('sports');
  const titleId = useId();
  const count = useSlipSelections().length;
  // A placed bet's header shows the odds the server took, as its totals do.
  const slipTotal = useSlipTotalOdds();
  const total = acceptedOdds ?? slipTotal;
  const moved = useAtomValue(movedPanelPositionAtom) !== null;
  const [position, setPosition] = useState<Point>(() => reopenedPanelPosition(palpiteStore.get(movedPanelPositionAtom), windowSize()));
  const [windowWidth, setWindowWidth] = useState(() => window.innerWidth);
  const drag = useRef<{ pointer: number; offset: Point } | null>(null);
  const panel = useRef<HTMLElement>(null);
  useEscapeAnywhere(panel, onClose);

  useEffect(() => {
    panel.current?.focus();
  }, []);
  // A larger text size grows the footer kept in view as a smaller window does: either moves the panel up.
  useWindowFit(() => {
    // An untouched panel follows the window's right edge; a moved one stays where it was put, kept on screen.
    setPosition(reopenedPanelPosition(palpiteStore.get(movedPanelPositionAtom), windowSize()));
    setWindowWidth(window.innerWidth);
  });

  // Untouched on a wide window, the panel docks: the shell keeps the page clear of it until the player moves it.
  const docked = dockedWidth(moved, windowWidth);
  useEffect(() => {
    palpiteStore.set(dockedPanelWidthAtom, docked);
    return () => palpiteStore.set(dockedPanelWidthAtom, 0);
  }, [docked]);

  // Only the player's moves are kept: an untouched panel keeps following the window's right edge.
  function moveTo(next: Point) {
    setPosition(next);
    palpiteStore.set(movedPanelPositionAtom, next);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    drag.current = { pointer: event.pointerId, offset: { x: event.clientX - position.x, y: event.clientY - position.y } };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    moveTo(clampPanel({ x: event.clientX - current.offset.x, y: event.clientY - current.offset.y }, windowSize()));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  }

  return (
    <section
      ref={panel}
      className={styles.panel}
      style={{ left: position.x, top: position.y, maxHeight: `calc(100dvh - ${position.y + PANEL_BOTTOM_GAP}px)` }}
      aria-labelledby={titleId}
      aria-roledescription={t('slip.roleDescription')}
      tabIndex={-1}
      data-testid="bet-slip"
    >
      <div onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag}>
        <SlipHeader
          titleId={titleId}
          titleRef={titleRef}
          count={count}
          totalOdds={total}
          onClose={onClose}
          onPointerDown={onPointerDown}
          onHandleKeyDown={(event) => {
            const next = panelAfterKey(event.key, position, windowSize());
            if (!next) return;
            event.preventDefault();
            moveTo(next);
          }}
        />
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
