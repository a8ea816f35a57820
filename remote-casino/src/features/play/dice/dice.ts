/**
 * Dice (pure): the roll is 0.00–100.00; over wins above the target, under below it. The win
 * chance is the winning values / 100 (%), the total return 99 / chance, and the chance must be
 * 0.01%–98.00% (api/src/domain/casino/dice/dice.ts).
 */
export type DiceDirection = 'over' | 'under';

export const MIN_CHANCE_HUNDREDTHS = 1;
export const MAX_CHANCE_HUNDREDTHS = 9800;

/** "50,5" / "50.50" → 5050 hundredths; null unless 0.00–100.00 with at most 2 decimals. */
export function parseTarget(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= 10_000 ? hundredths : null;
}

/** Win chance in hundredths of a percent (= winning roll values). */
export function winChanceHundredths(direction: DiceDirection, targetHundredths: number): number {
  return direction === 'over' ? 10_000 - targetHundredths : targetHundredths;
}

export function isPlayableTarget(direction: DiceDirection, targetHundredths: number): boolean {
  const chance = winChanceHundredths(direction, targetHundredths);
  return chance >= MIN_CHANCE_HUNDREDTHS && chance <= MAX_CHANCE_HUNDREDTHS;
}

/** Total return on a win (× stake) = 99 / chance%, shown with 4 decimals (cut, never rounded up). */
export function payoutMultiplier(direction: DiceDirection, targetHundredths: number): number {
  const chance = winChanceHundredths(direction, targetHundredths);
  return chance <= 0 ? 0 : Math.floor((9_900 / chance) * 10_000) / 10_000;
}

/** Flipping the direction keeps the same chance (the target mirrors around 50). */
export function mirrorTarget(targetHundredths: number): number {
  return 10_000 - targetHundredths;
}
