/** An `aria-describedby` naming each of the ids given (those left out skipped), or undefined when none is. */
export function descriptionIds(...ids: (string | null | undefined)[]): string | undefined {
  return ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;
}
