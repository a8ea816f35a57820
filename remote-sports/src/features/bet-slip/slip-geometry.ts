/** Sizes of the slip (spec §2, §9): a 340 px panel with a 45 px header on desktop, a resizable sheet on mobile. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
export const PANEL_WIDTH = 340;
export const PANEL_HEADER = 45;
export const SHEET_DEFAULT = 530;
/**
 * The sheet's least height, in rem: 200 px at the default 16 px text, 400 px at 200 % text. Its handle, header and
 * pay bar grow with the text, so a minimum in px would leave a sheet dragged low with no room for them.
 */
export const SHEET_MIN_REM = 12.5;
export const SHEET_MAX_RATIO = 0.85;
/** How far one arrow key press resizes the sheet or moves the panel. */
export const KEY_STEP = 24;
const MARGIN = 8;

/** The window the sheet is resized in, with the root font size its minimum grows with. */
export interface SheetWindow {
  height: number;
  rootFontSizePx: number;
}

/** The sheet's least height: 12.5 rem, though never taller than the window. */
export function sheetMin(window: SheetWindow): number {
  return Math.min(Math.ceil(SHEET_MIN_REM * window.rootFontSizePx), window.height);
}

export function sheetMax(window: SheetWindow): number {
  return Math.max(sheetMin(window), Math.floor(window.height * SHEET_MAX_RATIO));
}

/** The sheet's height kept within its minimum and 85% of the window's height. */
export function clampSheetHeight(height: number, window: SheetWindow): number {
  return Math.round(Math.min(Math.max(height, sheetMin(window)), sheetMax(window)));
}

/** The sheet's height after a key press on its handle, or null for another key. */
export function sheetHeightAfterKey(key: string, height: number, window: SheetWindow): number | null {
  switch (key) {
    case 'ArrowUp':
      return clampSheetHeight(height + KEY_STEP, window);
    case 'ArrowDown':
      return clampSheetHeight(height - KEY_STEP, window);
    case 'PageUp':
      return clampSheetHeight(height + KEY_STEP * 4, window);
    case 'PageDown':
      return clampSheetHeight(height - KEY_STEP * 4, window);
    case 'Home':
      return sheetMin(window);
    case 'End':
      return sheetMax(window);
    default:
      return null;
  }
}

export interface Point {
  x: number;
  y: number;
}

/** The space the panel keeps free below itself: its height is at most the window below its top less this. */
export const PANEL_BOTTOM_GAP = 2 * MARGIN;

/** The window the panel moves in, with the root font size its rem-sized footer grows with. */
export interface PanelWindow {
  width: number;
  height: number;
  rootFontSizePx: number;
}

/**
 * The footer's usual height (options, quick stakes, totals, stake and Place Bet), in rem: ~190 px at 16 px and
 * ~380 px at 200 % text. A panel dragged low keeps at least this under its header, so the stake and Place Bet stay in view.
 */
export const PANEL_FOOTER_MIN_REM = 13;

/** The least height the panel keeps on screen: its header and its footer. */
export function panelMinHeight(rootFontSizePx: number): number {
  return PANEL_HEADER + Math.ceil(PANEL_FOOTER_MIN_REM * rootFontSizePx);
}

/** The panel's top-left corner kept inside the window, high enough that its header and footer always show. */
export function clampPanel(position: Point, window: PanelWindow): Point {
  const maxX = Math.max(MARGIN, window.width - PANEL_WIDTH - MARGIN);
  const maxY = Math.max(MARGIN, window.height - panelMinHeight(window.rootFontSizePx) - PANEL_BOTTOM_GAP);
  return { x: Math.round(Math.min(Math.max(position.x, MARGIN), maxX)), y: Math.round(Math.min(Math.max(position.y, MARGIN), maxY)) };
}

/** The untouched panel's distance from the window's right edge. */
const PANEL_RIGHT = 24;

/** Where the panel opens: the top right, under the top bar. */
export function defaultPanelPosition(window: PanelWindow): Point {
  return clampPanel({ x: window.width - PANEL_WIDTH - PANEL_RIGHT, y: 88 }, window);
}

/** From this window width the page keeps ~680 px beside an untouched panel, which docks there instead of covering it. */
export const DOCK_MIN_WINDOW_WIDTH = 1280;

/** The width the page leaves free for the untouched panel at the right edge (0: it floats over the page). */
export function dockedWidth(moved: boolean, windowWidth: number): number {
  return !moved && windowWidth >= DOCK_MIN_WINDOW_WIDTH ? PANEL_WIDTH + PANEL_RIGHT : 0;
}

/** Where the panel opens again: where the player last moved it (kept on screen), else the default. */
export function reopenedPanelPosition(moved: Point | null, window: PanelWindow): Point {
  return moved ? clampPanel(moved, window) : defaultPanelPosition(window);
}

export function panelAfterKey(key: string, position: Point, window: PanelWindow): Point | null {
  const moves: Record<string, Point> = {
    ArrowLeft: { x: -KEY_STEP, y: 0 },
    ArrowRight: { x: KEY_STEP, y: 0 },
    ArrowUp: { x: 0, y: -KEY_STEP },
    ArrowDown: { x: 0, y: KEY_STEP },
  };
  const move = moves[key];
  return move ? clampPanel({ x: position.x + move.x, y: position.y + move.y }, window) : null;
}
