/**
 * A scripted match: the whole timeline a simulator or replay feed fixed when the fixture was
 * created (events in sim seconds from the scheduled kick-off). Playing it live is folding the
 * events whose time has come: the state at any instant is a pure function of the script, so a
 * feed node that takes over from another, or a server back after a night off, catches up exactly.
 */
import { initialMatchState, type MatchState, type MatchStatus, type Sport } from './model.ts';
import { applyEvent, type MarketEffect, type MatchEvent } from './state-machine.ts';

export interface Script {
  readonly sport: Sport;
  /** Not Started, or To Be Determined when the kick-off time is announced later. */
  readonly initialStatus: MatchStatus;
  /** Sorted by `at`. */
  readonly events: readonly MatchEvent[];
}

export interface Advance {
  readonly state: MatchState;
  /** How many events of the script have been applied. */
  readonly applied: number;
  /** The events applied by this step, with their market effects. */
  readonly steps: readonly { readonly event: MatchEvent; readonly effect: MarketEffect; readonly before: MatchState; readonly after: MatchState }[];
}

/** Applies the events after `applied` whose time is at or before `until`. */
export function advanceScript(script: Script, state: MatchState, applied: number, until: number): Advance {
  let current = state;
  let index = applied;
  const steps: { event: MatchEvent; effect: MarketEffect; before: MatchState; after: MatchState }[] = [];
  while (index < script.events.length) {
    const event = script.events[index] as MatchEvent;
    if (event.at > until) break;
    const result = applyEvent(script.sport, current, event);
    steps.push({ event, effect: result.effect, before: current, after: result.state });
    current = result.state;
    index++;
  }
  return { state: current, applied: index, steps };
}

/** The state of a scripted match at sim second `at`. */
export function scriptStateAt(script: Script, at: number): MatchState {
  return advanceScript(script, initialMatchState(script.initialStatus), 0, at).state;
}

/** Sim second of the next event after `applied`, or null when the script is over. */
export function nextEventAt(script: Script, applied: number): number | null {
  return script.events[applied]?.at ?? null;
}

/** The status the script ends in. */
export function finalStatus(script: Script): MatchStatus {
  return scriptStateAt(script, Infinity).status;
}
