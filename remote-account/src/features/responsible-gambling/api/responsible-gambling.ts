import { api } from '@palpite/shared';
import type { NoticeAnswer } from '../../../lib/server-message.ts';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** Reais; null when there is no limit. */
  amount: number | null;
  pending_amount: number | null;
  pending_removal: boolean;
  /** ISO instant a pending change (an increase or removal after the cool-down) applies from. */
  pending_from: string | null;
  used: number;
  remaining: number | null;
}

export interface RgOverview {
  limits: LimitView[];
  exclusion: { kind: 'break' | 'self_exclusion' | (string & {}); starts_at: string; ends_at: string | null } | null;
  reality_check_minutes: number | null;
  terms: {
    min_reality_check_minutes: number;
    min_break_hours: number;
    max_break_months: number;
    self_exclusion_months: number[];
    limit_increase_cool_down_hours: number;
  };
}

export type ExclusionLength = { unit: 'hours' | 'days' | 'months'; value: number } | { unit: 'indefinite' };

type Answer = RgOverview & NoticeAnswer;

/** `GET /user/responsible-gambling`: limits with their use, the exclusion in force, the reminder interval. */
export function getRgOverview(): Promise<RgOverview> {
  return api.get('user/responsible-gambling').json<RgOverview>();
}

/** `PUT …/limits`: a decrease applies at once, an increase or removal after the cool-down (the message says which). */
export function setLimit(kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<Answer> {
  return api.put('user/responsible-gambling/limits', { json: { kind, period, amount } }).json<Answer>();
}

/** `PUT …/reality-check { minutes | null }`. */
export function setRealityCheck(minutes: number | null): Promise<Answer> {
  return api.put('user/responsible-gambling/reality-check', { json: { minutes } }).json<Answer>();
}

/** `POST …/break`: starts now and ends every session of the player. */
export function takeBreak(length: ExclusionLength): Promise<Answer> {
  return api.post('user/responsible-gambling/break', { json: { length } }).json<Answer>();
}

/** `POST …/self-exclusion`: starts now and ends every session of the player. */
export function selfExclude(length: ExclusionLength): Promise<Answer> {
  return api.post('user/responsible-gambling/self-exclusion', { json: { length } }).json<Answer>();
}
