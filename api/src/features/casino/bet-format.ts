/**
 * A table game's bets (roulette, baccarat; live or single-player) that cannot be read: the answer
 * names the rule and which bet breaks it, in the player's language — never the parser's path
 * (`bets.0.type`).
 */
import type { z } from 'zod';
import type { AppError } from '../../http/errors.ts';
import { BET_FORMAT_RULES, casinoErrors, type BetFormatRule } from './errors.ts';

/** A bet's field whose check gives no key of its own (a roulette number past 36), by the rule it breaks. */
const FIELD_RULES: Readonly<Record<string, BetFormatRule>> = {
  type: 'betTypeInvalid',
  numbers: 'betNumbersInvalid',
  index: 'betIndexInvalid',
  spot: 'betSpotInvalid',
  amount: 'stakeInvalid',
};

function formatRuleOf(issue: z.core.$ZodIssue): BetFormatRule {
  const named = issue.message.replace(/^casino\.errors\./, '');
  if ((BET_FORMAT_RULES as readonly string[]).includes(named)) return named as BetFormatRule;
  const field = issue.path[1];
  return (typeof field === 'string' ? FIELD_RULES[field] : undefined) ?? (issue.path.length === 0 ? 'betsRequired' : 'betShapeInvalid');
}

/**
 * Why a request's bets cannot be read as the table's game (the first problem of their parse), as
 * the answer that names the rule and which bet breaks it. Paths start at the list of bets (`0.spot`).
 */
export function betFormatRefusal(issues: readonly z.core.$ZodIssue[]): AppError {
  const issue = issues[0];
  if (!issue) return casinoErrors.betFormatRefused('betsRequired', null);
  const [index, ...field] = issue.path;
  const bet = typeof index === 'number' ? { number: index + 1, field: field.map(String).join('.') } : null;
  return casinoErrors.betFormatRefused(formatRuleOf(issue), bet);
}

/**
 * Reads a table game's bets with `schema`, or throws the answer naming the bet and its rule.
 * `under`: the field the list sits in when `schema` reads the whole body (`bets`), left out of the paths.
 */
export function readTableBets<Schema extends z.ZodType>(schema: Schema, input: unknown, under?: string): z.output<Schema> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => (under !== undefined && issue.path[0] === under ? { ...issue, path: issue.path.slice(1) } : issue));
  throw betFormatRefusal(issues);
}
