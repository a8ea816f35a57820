/** The short code a league's round badge shows: `BR`, `ENG` (of GB-ENG), `CON` (of CONMEBOL). */
export function leagueBadgeCode(countryCode: string): string {
  const last = countryCode.toUpperCase().split('-').pop() ?? '';
  return last.slice(0, 3);
}
