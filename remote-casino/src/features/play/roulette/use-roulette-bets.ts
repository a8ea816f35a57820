import { useState } from 'react';
import type { BoardCell } from './board-layout.ts';
import { addChip, chipsWithin, doubleBets, pickSpot, removeSpot, totalCentavos, type PickMode, type PlacedBet } from './roulette-bets.ts';
import { spotOverMax, type SpotLimits, type SpotRefusal } from './spot-limits.ts';

export interface RouletteBets {
  bets: PlacedBet[];
  totalCentavos: number;
  chips: number[];
  chip: number;
  setChip: (centavos: number) => void;
  mode: PickMode;
  setMode: (mode: PickMode) => void;
  pending: number | null;
  pick: (cell: BoardCell) => void;
  undo: () => void;
  clear: () => void;
  double: () => void;
  remove: (key: string) => void;
  canUndo: boolean;
  /** The last chip (or double) stopped because it took a spot over its type's maximum; null once the bets change. */
  refusal: SpotRefusal | null;
}

/**
 * The chips on a roulette layout (the single-player table and the live one), with undo. With the
 * game's `spotLimits`, a chip or a double that would take a spot over its type's maximum is not
 * placed (the server would refuse the whole layout) and `refusal` says which.
 */
export function useRouletteBets(minReais: number, maxReais: number, spotLimits: SpotLimits = {}): RouletteBets {
  const chips = chipsWithin(Math.round(minReais * 100), Math.round(maxReais * 100));
  const [bets, setBets] = useState<PlacedBet[]>([]);
  const [history, setHistory] = useState<PlacedBet[][]>([]);
  const [chip, setChip] = useState(chips.includes(100) ? 100 : chips[0]!);
  const [mode, setModeState] = useState<PickMode>('straight');
  const [pending, setPending] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<SpotRefusal | null>(null);

  const change = (next: PlacedBet[]) => {
    setHistory((previous) => [...previous, bets]);
    setBets(next);
    setRefusal(null);
  };
  /** Adds stakes: refused, the bets stay as they were. */
  const raise = (next: PlacedBet[]) => {
    const over = spotOverMax(next, spotLimits);
    if (over) setRefusal(over);
    else change(next);
  };

  return {
    bets,
    totalCentavos: totalCentavos(bets),
    chips,
    chip,
    setChip,
    mode,
    setMode: (next) => {
      setModeState(next);
      setPending(null);
    },
    pending,
    pick: (cell) => {
      if (cell.pocket === null) {
        raise(addChip(bets, cell.spot, chip));
        return;
      }
      const result = pickSpot(mode, cell.pocket, pending);
      setPending(result.pending);
      if (result.spot) raise(addChip(bets, result.spot, chip));
    },
    undo: () => {
      const previous = history.at(-1);
      if (!previous) return;
      setBets(previous);
      setHistory(history.slice(0, -1));
      setRefusal(null);
    },
    clear: () => change([]),
    double: () => raise(doubleBets(bets)),
    remove: (key) => change(removeSpot(bets, key)),
    canUndo: history.length > 0,
    refusal,
  };
}
