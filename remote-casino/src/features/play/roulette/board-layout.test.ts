import { describe, expect, it } from 'vitest';
import { boardCells, placeStyle } from './board-layout.ts';

const cells = boardCells();
const numberCell = (pocket: number) => cells.find((cell) => cell.pocket === pocket)!;

describe('boardCells', () => {
  it('has the 37 numbers and the 12 outside bets', () => {
    expect(cells.filter((cell) => cell.pocket !== null)).toHaveLength(37);
    expect(cells.filter((cell) => cell.pocket === null)).toHaveLength(12);
  });

  it('puts 3 on top and 1 at the bottom of the first street on the horizontal table', () => {
    expect(numberCell(3).horizontal).toEqual({ row: 1, column: 2 });
    expect(numberCell(1).horizontal).toEqual({ row: 3, column: 2 });
    expect(numberCell(36).horizontal).toEqual({ row: 1, column: 13 });
  });

  it('runs the streets down the phone layout', () => {
    expect(numberCell(1).vertical).toEqual({ row: 2, column: 3 });
    expect(numberCell(36).vertical).toEqual({ row: 13, column: 5 });
  });

  it('never puts two cells on the same place', () => {
    for (const orientation of ['horizontal', 'vertical'] as const) {
      const taken = new Set<string>();
      for (const cell of cells) {
        const place = cell[orientation];
        for (let row = place.row; row < place.row + (place.rowSpan ?? 1); row++) {
          for (let column = place.column; column < place.column + (place.columnSpan ?? 1); column++) {
            const key = `${row}:${column}`;
            expect(taken.has(key), `${orientation} ${key}`).toBe(false);
            taken.add(key);
          }
        }
      }
    }
  });

  it('writes the places as CSS grid lines', () =>
    expect(placeStyle(numberCell(0))).toEqual({ '--h-row': '1 / span 3', '--h-column': '1 / span 1', '--v-row': '1 / span 1', '--v-column': '3 / span 3' }));
});
