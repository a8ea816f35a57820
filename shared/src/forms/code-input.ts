/** A one-time code field keeps digits only, at most six (spec §5, §9 "Code length 6"). */
export function normaliseCodeInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}
