/** An `aria-describedby` naming each of the ids given (those left out skipped), or undefined when none is. */
export function descriptionIds(...ids: (string | undefined)[]): string | undefined {
  return ids.filter((id) => id !== undefined && id !== '').join(' ') || undefined;
}
