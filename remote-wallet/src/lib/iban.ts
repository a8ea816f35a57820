/** IBAN as the withdrawal form shows it; the checks are the platform contract's, the same the API runs. */
import { normaliseIban } from '@palpite/shared/contract';

export { isValidIban, normaliseIban } from '@palpite/shared/contract';

/** `BR9700360305000010009795493P1` → `BR97 0036 0305 …`: groups of four, easier to check by eye. */
export function groupIban(input: string): string {
  return (normaliseIban(input).match(/.{1,4}/g) ?? []).join(' ');
}
