import { describe, expect, it } from 'vitest';
import {
  clampPanel,
  PANEL_BOTTOM_GAP,
  clampSheetHeight,
  defaultPanelPosition,
  dockedWidth,
  panelMinHeight,
  PANEL_WIDTH,
  reopenedPanelPosition,
  SHEET_DEFAULT,
  sheetHeightAfterKey,
  sheetMax,
  sheetMin,
} from './slip-geometry.ts';

/** A 1440 × 900 desktop window at the default text size, and the same at 200 % text. */
const DESKTOP = { width: 1440, height: 900, rootFontSizePx: 16 };
const DESKTOP_LARGE_TEXT = { ...DESKTOP, rootFontSizePx: 32 };
/** A phone window of `height` px at the default text size, and at 200 % text. */
const phone = (height: number) => ({ height, rootFontSizePx: 16 });
const phoneLargeText = (height: number) => ({ height, rootFontSizePx: 32 });

describe('slip geometry (spec §2)', () => {
  it('keeps the sheet between 200 px and 85% of the window, 530 px by default', () => {
    expect(clampSheetHeight(SHEET_DEFAULT, phone(812))).toBe(530);
    expect(clampSheetHeight(SHEET_DEFAULT, phone(500))).toBe(425);
    expect(clampSheetHeight(100, phone(812))).toBe(200);
    expect(clampSheetHeight(2000, phone(812))).toBe(690);
  });

  it('keeps the sheet’s minimum at 12.5 rem, so at 200 % text it is 400 px and still holds the header and pay bar', () => {
    expect(sheetMin(phoneLargeText(812))).toBe(400);
    expect(clampSheetHeight(100, phoneLargeText(812))).toBe(400);
    expect(sheetHeightAfterKey('Home', 530, phoneLargeText(812))).toBe(400);
    expect(sheetHeightAfterKey('ArrowDown', 410, phoneLargeText(812))).toBe(400);
    // 150 % text: 300 px.
    expect(sheetMin({ height: 812, rootFontSizePx: 24 })).toBe(300);
  });

  it('never makes the sheet taller than the window, even when 12.5 rem is more than 85 % of it', () => {
    const short = phoneLargeText(420);
    expect(sheetMin(short)).toBe(400);
    expect(sheetMax(short)).toBe(400);
    expect(clampSheetHeight(SHEET_DEFAULT, short)).toBe(400);
    expect(sheetMin(phoneLargeText(360))).toBe(360);
  });

  it('resizes the sheet with the keyboard', () => {
    expect(sheetHeightAfterKey('ArrowUp', 530, phone(812))).toBe(554);
    expect(sheetHeightAfterKey('ArrowDown', 530, phone(812))).toBe(506);
    expect(sheetHeightAfterKey('Home', 530, phone(812))).toBe(200);
    expect(sheetHeightAfterKey('End', 530, phone(812))).toBe(690);
    expect(sheetHeightAfterKey('ArrowDown', 210, phone(812))).toBe(200);
    expect(sheetHeightAfterKey('a', 530, phone(812))).toBeNull();
  });

  it('opens the 340 px panel top right and keeps it on screen while dragged', () => {
    expect(defaultPanelPosition(DESKTOP)).toEqual({ x: 1440 - PANEL_WIDTH - 24, y: 88 });
    expect(clampPanel({ x: 5000, y: -5 }, DESKTOP)).toEqual({ x: 1440 - 340 - 8, y: 8 });
  });

  it('keeps the panel’s stake and Place Bet in view when it’s dragged to the bottom, not just its header', () => {
    const lowest = clampPanel({ x: -50, y: 5000 }, DESKTOP);
    expect(lowest).toEqual({ x: 8, y: 900 - panelMinHeight(16) - PANEL_BOTTOM_GAP });
    // Its height there (the window below its top less the gap) holds the 45 px header and a ~190 px footer.
    expect(900 - lowest.y - PANEL_BOTTOM_GAP).toBeGreaterThanOrEqual(45 + 190);
  });

  it('keeps more of the panel in view with 200 % text, whose footer is about twice as tall', () => {
    const lowest = clampPanel({ x: 300, y: 5000 }, DESKTOP_LARGE_TEXT);
    expect(900 - lowest.y - PANEL_BOTTOM_GAP).toBeGreaterThanOrEqual(45 + 380);
    // A window too short for it puts the panel at the top margin, where it scrolls inside.
    expect(clampPanel({ x: 300, y: 5000 }, { width: 1024, height: 400, rootFontSizePx: 32 }).y).toBe(8);
  });

  it('docks the untouched panel on a wide window, in exactly the room it takes from the right edge', () => {
    const window = DESKTOP;
    expect(dockedWidth(false, window.width)).toBe(window.width - defaultPanelPosition(window).x);
    expect(dockedWidth(false, 1280)).toBe(PANEL_WIDTH + 24);
    // Narrower, the page would be too cramped beside it; once moved, the player has chosen where it floats.
    expect(dockedWidth(false, 1279)).toBe(0);
    expect(dockedWidth(true, 1440)).toBe(0);
  });

  it('opens the panel again where the player moved it, still on screen in a smaller window', () => {
    expect(reopenedPanelPosition(null, DESKTOP)).toEqual(defaultPanelPosition(DESKTOP));
    expect(reopenedPanelPosition({ x: 300, y: 400 }, DESKTOP)).toEqual({ x: 300, y: 400 });
    expect(reopenedPanelPosition({ x: 1000, y: 850 }, { width: 1024, height: 700, rootFontSizePx: 16 })).toEqual({
      x: 1024 - 340 - 8,
      y: 700 - panelMinHeight(16) - PANEL_BOTTOM_GAP,
    });
  });

  it('moves a panel stored low back up to show its footer when it opens again at 200 % text', () => {
    const stored = { x: 300, y: 900 - 45 - PANEL_BOTTOM_GAP };
    expect(reopenedPanelPosition(stored, DESKTOP_LARGE_TEXT).y).toBe(900 - panelMinHeight(32) - PANEL_BOTTOM_GAP);
  });
});
