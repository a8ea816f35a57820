/**
 * Channel serials: `<major>-<minor>`, the shape of Redis stream ids, so both history stores (memory
 * and Redis) hand out serials that compare the same way. The client treats them as opaque and sends
 * the last one it saw back on ATTACH; the server compares them to decide what to replay.
 */

const SERIAL = /^(\d{1,15})-(\d{1,15})$/;

export function parseSerial(serial: string): readonly [number, number] | null {
  const match = SERIAL.exec(serial);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

export function isSerial(serial: string): boolean {
  return SERIAL.test(serial);
}

/** Negative, zero or positive like a sort comparator; both serials must be valid. */
export function compareSerials(a: string, b: string): number {
  const left = parseSerial(a);
  const right = parseSerial(b);
  if (!left || !right) throw new Error(`not a channel serial: ${left ? b : a}`);
  return left[0] - right[0] || left[1] - right[1];
}

export function formatSerial(major: number, minor: number): string {
  return `${major}-${minor}`;
}
