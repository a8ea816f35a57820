/**
 * Ably capabilities: a map from channel pattern to the operations allowed on matching channels,
 * e.g. `{"public:*":["subscribe"],"private:user.42":["subscribe"]}`. Tokens carry it as a JSON
 * string; the server enforces it on every attach, publish and re-authentication.
 */
import { Flag } from './protocol/constants.ts';

export type Operation = 'subscribe' | 'publish' | 'presence' | 'history' | '*';
export type Capability = Readonly<Record<string, readonly Operation[]>>;

const OPERATIONS: ReadonlySet<string> = new Set(['subscribe', 'publish', 'presence', 'history', '*']);

/** What a key (no token) may do: everything. */
export const FULL_CAPABILITY: Capability = { '*': ['*'] };

export function subscribeOnly(...patterns: string[]): Capability {
  return Object.fromEntries(patterns.map((pattern) => [pattern, ['subscribe'] as const]));
}

/** Reads a capability from its JSON text; null when it is not one (the token is then refused). */
export function parseCapability(json: string): Capability | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const capability: Record<string, Operation[]> = {};
  for (const [pattern, operations] of Object.entries(value)) {
    if (!Array.isArray(operations) || !operations.every((operation) => typeof operation === 'string' && OPERATIONS.has(operation))) return null;
    capability[pattern] = operations as Operation[];
  }
  return capability;
}

/**
 * `*` matches every channel; a pattern ending in `*` matches the channels that start with the rest
 * (`public:*` → `public:general`); any other pattern matches only that exact name.
 */
export function patternMatches(pattern: string, channel: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('*')) return channel.startsWith(pattern.slice(0, -1));
  return pattern === channel;
}

export function operationsOn(capability: Capability, channel: string): ReadonlySet<Operation> {
  const allowed = new Set<Operation>();
  for (const [pattern, operations] of Object.entries(capability)) {
    if (!patternMatches(pattern, channel)) continue;
    for (const operation of operations) allowed.add(operation);
  }
  return allowed;
}

export function allows(capability: Capability, channel: string, operation: Exclude<Operation, '*'>): boolean {
  const operations = operationsOn(capability, channel);
  return operations.has('*') || operations.has(operation);
}

/** The channel modes (ATTACHED flags) a capability grants on a channel; 0 means no access at all. */
export function grantedModes(capability: Capability, channel: string): number {
  const operations = operationsOn(capability, channel);
  if (operations.has('*')) return Flag.PUBLISH | Flag.SUBSCRIBE | Flag.PRESENCE | Flag.PRESENCE_SUBSCRIBE;
  let modes = 0;
  if (operations.has('subscribe')) modes |= Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE;
  if (operations.has('publish')) modes |= Flag.PUBLISH;
  if (operations.has('presence')) modes |= Flag.PRESENCE;
  // History alone still lets a client attach (see canAttach), with no mode: it receives nothing.
  return modes;
}

/** True when the capability lets the client attach at all (any operation on the channel). */
export function canAttach(capability: Capability, channel: string): boolean {
  return operationsOn(capability, channel).size > 0;
}
