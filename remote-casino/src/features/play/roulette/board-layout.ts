/**
 * Where each cell of the roulette layout sits on the CSS grid, in the two orientations: the
 * classic horizontal table (desktop) and a vertical one that fits a phone. Pure, so the geometry
 * is tested rather than eyeballed.
 */
import type { Spot } from './roulette-bets.ts';

export interface GridPlace {
  row: number;
  column: number;
  rowSpan?: number;
  columnSpan?: number;
}

export interface BoardCell {
  spot: Spot;
  /** The pocket of a number cell (straight); null for outside bets. */
  pocket: number | null;
  horizontal: GridPlace;
  vertical: GridPlace;
}

const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/**
 * Horizontal: 14 columns (zero, 12 streets, the 2-to-1 column bets), rows 1–3 numbers (3 on top),
 * row 4 dozens, row 5 even-money bets. Vertical: 5 columns (even money, dozens, 3 number columns),
 * row 1 zero, rows 2–13 streets, row 14 column bets.
 */
export function boardCells(): BoardCell[] {
  const cells: BoardCell[] = [
    {
      spot: { type: 'straight', numbers: [0] },
      pocket: 0,
      horizontal: { row: 1, column: 1, rowSpan: 3 },
      vertical: { row: 1, column: 3, columnSpan: 3 },
    },
  ];
  for (let pocket = 1; pocket <= 36; pocket++) {
    const street = Math.ceil(pocket / 3);
    const position = (pocket - 1) % 3; // 0: first column (1, 4, 7…), 2: third (3, 6, 9…)
    cells.push({
      spot: { type: 'straight', numbers: [pocket] },
      pocket,
      horizontal: { row: 3 - position, column: street + 1 },
      vertical: { row: street + 1, column: 3 + position },
    });
  }
  for (const index of [1, 2, 3] as const) {
    cells.push({ spot: { type: 'column', index }, pocket: null, horizontal: { row: 4 - index, column: 14 }, vertical: { row: 14, column: 2 + index } });
    cells.push({
      spot: { type: 'dozen', index },
      pocket: null,
      horizontal: { row: 4, column: 2 + (index - 1) * 4, columnSpan: 4 },
      vertical: { row: 2 + (index - 1) * 4, column: 2, rowSpan: 4 },
    });
  }
  EVEN_MONEY.forEach((type, order) => {
    cells.push({
      spot: { type },
      pocket: null,
      horizontal: { row: 5, column: 2 + order * 2, columnSpan: 2 },
      vertical: { row: 2 + order * 2, column: 1, rowSpan: 2 },
    });
  });
  return cells;
}

/** CSS custom properties that place a cell in both orientations (the stylesheet picks one per width). */
export function placeStyle(cell: BoardCell): Record<string, string> {
  const value = (place: GridPlace) => ({
    row: `${place.row} / span ${place.rowSpan ?? 1}`,
    column: `${place.column} / span ${place.columnSpan ?? 1}`,
  });
  const h = value(cell.horizontal);
  const v = value(cell.vertical);
  return { '--h-row': h.row, '--h-column': h.column, '--v-row': v.row, '--v-column': v.column };
}
