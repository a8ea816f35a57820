/**
 * Accent- and case-insensitive "contains" search that PGlite and PostgreSQL both run without an
 * extension: the database folds a column with `translate` (`foldedSql`), the caller folds the
 * search text with `foldAccents`, and the two agree on every letter the catalogue's and the
 * leagues' names use (Portuguese, Spanish, French, German, Turkish). Uppercase accented letters
 * are listed too: `lower` leaves them alone in the C locale.
 */
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïıÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñĞğŞş';

/** Lower case without accents: "Grêmio" and "Beşiktaş" are found by "gremio" and "besiktas". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase();
}

// Derived, letter by letter, so the two strings can never drift apart (a hand-typed copy had one
// letter too many: Ú folded to "o", Ç to "u", Ş to "g").
const PLAIN = Array.from(ACCENTED, foldAccents).join('');

/** The SQL expression folding `expression` the way `foldAccents` folds text. */
export function foldedSql(expression: string): string {
  return `translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`;
}

/** A LIKE pattern (with `ESCAPE '\'`) matching any text that contains `folded` literally. */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
