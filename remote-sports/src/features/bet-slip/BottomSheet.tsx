import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { palpiteStore, useFloatingBottomSpace, useTranslation } from '@palpite/shared';
import { sheetHeightAtom, useSlipSelections, useSlipTotalOdds } from '../../lib/bet-slip/slip-state.ts';
import { clampSheetHeight, SHEET_DEFAULT, sheetHeightAfterKey, sheetMax, sheetMin, type SheetWindow } from './slip-geometry.ts';
import { SlipHeader, type SlipFrameProps } from './SlipHeader.tsx';
import styles from './BetSlip.module.css';
import { useEscapeAnywhere } from './use-escape-anywhere.ts';
import { rootFontSizePx, useWindowFit } from './use-window-fit.ts';

// The root font size too: the sheet's least height is in rem, to hold its header and pay bar at any text size.
const sheetWindowNow = (): SheetWindow => ({ height: window.innerHeight, rootFontSizePx: rootFontSizePx() });

/**
 * Mobile: a bottom sheet (530 px by default, then as tall as the player left it) resized by dragging its handle between 12.5 rem
 * (200 px at the default text size) and 85% of the window's height; the handle is a focusable separator that arrow keys resize.
 */
export function BottomSheet({ onClose, titleRef, acceptedOdds = null, children }: SlipFrameProps) {
  const { t } = useTranslation('sports');
  const titleId = useId();
  const count = useSlipSelections().length;
  // A placed bet's header shows the odds the server took, as its totals do.
  const slipTotal = useSlipTotalOdds();
  const total = acceptedOdds ?? slipTotal;
  const [sheetWindow, setSheetWindow] = useState(sheetWindowNow);
  const [height, setHeight] = useState(() => clampSheetHeight(palpiteStore.get(sheetHeightAtom) ?? SHEET_DEFAULT, sheetWindowNow()));
  const drag = useRef<{ pointer: number; startY: number; startHeight: number } | null>(null);
  const sheet = useRef<HTMLElement>(null);
  const [sheetElement, setSheetElement] = useState<HTMLElement | null>(null);
  useEscapeAnywhere(sheet, onClose);
  // The open sheet covers the lower page: focus on the page scrolls clear of it (WCAG 2.4.11).
  useFloatingBottomSpace(sheetElement);

  // The bounds and the height are re-fitted together, so the handle's aria-valuenow stays between its min and max.
  const refit = () => {
    const next = sheetWindowNow();
    setSheetWindow(next);
    setHeight((current) => clampSheetHeight(current, next));
  };
  useWindowFit(refit);
  useEffect(() => {
    sheet.current?.focus();
  }, []);

  function resizeTo(next: number) {
    setHeight(next);
    palpiteStore.set(sheetHeightAtom, next);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { pointer: event.pointerId, startY: event.clientY, startHeight: height };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    resizeTo(clampSheetHeight(current.startHeight + (current.startY - event.clientY), sheetWindow));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  }

  return (
    <section
      ref={(node) => {
        sheet.current = node;
        setSheetElement(node);
      }}
      className={styles.sheet}
      style={{ height }}
      aria-labelledby={titleId}
      aria-roledescription={t('slip.roleDescription')}
      tabIndex={-1}
      data-testid="bet-slip"
    >
      <div
        className={styles.handle}
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('slip.resize')}
        aria-valuemin={sheetMin(sheetWindow)}
        aria-valuemax={sheetMax(sheetWindow)}
        aria-valuenow={height}
        aria-valuetext={t('slip.heightText', { height })}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={(event) => {
          const next = sheetHeightAfterKey(event.key, height, sheetWindow);
          if (next === null) return;
          event.preventDefault();
          resizeTo(next);
        }}
      >
        <span className={styles.handleBar} aria-hidden="true" />
      </div>
      <SlipHeader titleId={titleId} titleRef={titleRef} count={count} totalOdds={total} onClose={onClose} />
      <div className={styles.body}>{children}</div>
    </section>
  );
}
