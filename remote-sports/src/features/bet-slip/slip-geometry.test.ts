import { describe, expect, it } from 'vitest';
import {
  clampPanel,
  PANEL_BOTTOM_GAP,
  clampSheetHeight,
  defaultPanelPosition,
  dockedWidth,
  PANEL_WIDTH,
  reopenedPanelPosition,
  SHEET_DEFAULT,
  sheetHeightAfterKey,
} from './slip-geometry.ts';

describe('slip geometry (spec §2)', () => {
  it('keeps the sheet between 200 px and 85% of the window, 530 px by default', () => {
    expect(clampSheetHeight(SHEET_DEFAULT, 812)).toBe(530);
    expect(clampSheetHeight(SHEET_DEFAULT, 500)).toBe(425);
    expect(clampSheetHeight(100, 812)).toBe(200);
    expect(clampSheetHeight(2000, 812)).toBe(690);
  });

  it('resizes the sheet with the keyboard', () => {
    expect(sheetHeightAfterKey('ArrowUp', 530, 812)).toBe(554);
    expect(sheetHeightAfterKey('ArrowDown', 530, 812)).toBe(506);
    expect(sheetHeightAfterKey('Home', 530, 812)).toBe(200);
    expect(sheetHeightAfterKey('End', 530, 812)).toBe(690);
    expect(sheetHeightAfterKey('ArrowDown', 210, 812)).toBe(200);
    expect(sheetHeightAfterKey('a', 530, 812)).toBeNull();
  });

  it('opens the 340 px panel top right and keeps it on screen while dragged', () => {
    expect(defaultPanelPosition({ width: 1440, height: 900 })).toEqual({ x: 1440 - PANEL_WIDTH - 24, y: 88 });
    // Dragged to the bottom, the panel's height (the window below it less the gap) still holds its whole header.
    expect(clampPanel({ x: -50, y: 5000 }, { width: 1440, height: 900 })).toEqual({ x: 8, y: 900 - 45 - PANEL_BOTTOM_GAP });
    expect(clampPanel({ x: 5000, y: -5 }, { width: 1440, height: 900 })).toEqual({ x: 1440 - 340 - 8, y: 8 });
  });

  it('docks the untouched panel on a wide window, in exactly the room it takes from the right edge', () => {
    const window = { width: 1440, height: 900 };
    expect(dockedWidth(false, window.width)).toBe(window.width - defaultPanelPosition(window).x);
    expect(dockedWidth(false, 1280)).toBe(PANEL_WIDTH + 24);
    // Narrower, the page would be too cramped beside it; once moved, the player has chosen where it floats.
    expect(dockedWidth(false, 1279)).toBe(0);
    expect(dockedWidth(true, 1440)).toBe(0);
  });

  it('opens the panel again where the player moved it, still on screen in a smaller window', () => {
    expect(reopenedPanelPosition(null, { width: 1440, height: 900 })).toEqual(defaultPanelPosition({ width: 1440, height: 900 }));
    expect(reopenedPanelPosition({ x: 300, y: 400 }, { width: 1440, height: 900 })).toEqual({ x: 300, y: 400 });
    expect(reopenedPanelPosition({ x: 1000, y: 850 }, { width: 1024, height: 700 })).toEqual({ x: 1024 - 340 - 8, y: 700 - 45 - PANEL_BOTTOM_GAP });
  });
});
