import { useEffect, useRef, useState } from 'react';
import type { DateEntryState } from './DateInput.tsx';

/** A list's date filter: ISO dates (YYYY-MM-DD), '' for an end left open. */
export interface DateRange {
  from: string;
  to: string;
}

type RangeEnd = keyof DateRange;

/** Both ends given and the start after the end. */
export function isRangeInverted({ from, to }: DateRange): boolean {
  return from !== '' && to !== '' && from > to;
}

/**
 * The dates a list asks with (wallet history, my bets). A date field gives '' for typed text that
 * is not a date (`01/01`, `31/02/2026`) as it does when emptied: asked without it, every row would
 * show, or be exported, as if it filtered them. So while a field holds such text, or From is after
 * To, the list keeps the dates it last asked with (its rows stay on screen, nothing is asked) and
 * the field, or the range's alert, says what is wrong. `track(end)` is the field's `onEntryChange`.
 */
export function useAskedRange(range: DateRange): { asked: DateRange; typedInvalid: boolean; track: (end: RangeEnd) => (entry: DateEntryState) => void } {
  // Written by the fields' effects, which run before the page's own: the value a field gave and
  // the state of its text are read together, never the value before its state arrived.
  const entries = useRef<Record<RangeEnd, DateEntryState['status']>>({ from: 'empty', to: 'empty' });
  const [invalidEnds, setInvalidEnds] = useState({ from: false, to: false });
  const [asked, setAsked] = useState<DateRange>({ from: range.from, to: range.to });
  const track = (end: RangeEnd) => (entry: DateEntryState) => {
    entries.current[end] = entry.status;
    const invalid = entry.status === 'invalid';
    setInvalidEnds((current) => (current[end] === invalid ? current : { ...current, [end]: invalid }));
  };
  const { from, to } = range;
  useEffect(() => {
    const typedInvalid = entries.current.from === 'invalid' || entries.current.to === 'invalid';
    if (typedInvalid || isRangeInverted({ from, to })) return;
    setAsked((current) => (current.from === from && current.to === to ? current : { from, to }));
  }, [from, to, invalidEnds]);
  return { asked, typedInvalid: invalidEnds.from || invalidEnds.to, track };
}
