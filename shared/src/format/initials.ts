/** Shown when a player has no first name (spec §2 "Mobile sidebar"). */
export const FALLBACK_INITIALS = 'GU';

/**
 * A player's initials for the avatar placeholder (spec §2): the first letter of each word of
 * `first_name`, uppercased by the rules of `language` (Turkish: i → İ); `GU` without a first name.
 */
export function initialsOf(firstName: string | null | undefined, language?: string): string {
  const words = (firstName ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return FALLBACK_INITIALS;
  // Array.from keeps a letter outside the BMP whole instead of splitting its surrogate pair.
  return words
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase(language);
}
