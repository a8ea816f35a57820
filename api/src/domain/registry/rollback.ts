/**
 * Which version a rollback returns to. The log is replayed as a stack: an activation pushes
 * the version it activated, a rollback pops the top. Rolling back twice after activating v2 and
 * v3 on top of v1 therefore lands on v1, never bouncing between the last two.
 */
export interface PointerLogEntry {
  action: 'publish' | 'activate' | 'rollback';
  toVersion: string | null;
}

export function activationStack(log: readonly PointerLogEntry[]): string[] {
  const stack: string[] = [];
  for (const entry of log) {
    if (entry.action === 'activate' && entry.toVersion !== null) {
      // Logs written before re-activating the live version became a no-op hold `activate 2.0.0`
      // twice in a row; stacking both would make the next rollback go 2.0.0 → 2.0.0.
      if (stack.at(-1) !== entry.toVersion) stack.push(entry.toVersion);
    }
    if (entry.action === 'rollback') {
      stack.pop();
      // The log records where the pointer really went. Such old logs may also hold a rollback
      // 2.0.0 → 2.0.0 that popped a duplicate; keep the stack's top on the live version.
      if (entry.toVersion !== null && stack.at(-1) !== entry.toVersion) stack.push(entry.toVersion);
    }
  }
  return stack;
}

/** The version below the current one on the stack, or null when there is none to go back to. */
export function rollbackTarget(log: readonly PointerLogEntry[]): string | null {
  const stack = activationStack(log);
  return stack.length >= 2 ? (stack[stack.length - 2] ?? null) : null;
}
