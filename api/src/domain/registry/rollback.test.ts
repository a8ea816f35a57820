import { describe, expect, it } from 'vitest';
import { activationStack, rollbackTarget, type PointerLogEntry } from './rollback.ts';

const activate = (toVersion: string): PointerLogEntry => ({ action: 'activate', toVersion });
const publish = (toVersion: string): PointerLogEntry => ({ action: 'publish', toVersion });
const rollback = (toVersion: string): PointerLogEntry => ({ action: 'rollback', toVersion });

describe('rollbackTarget', () => {
  it('has nothing to roll back to with a single activation', () => {
    expect(rollbackTarget([publish('1.0.0'), activate('1.0.0')])).toBeNull();
    expect(rollbackTarget([])).toBeNull();
  });

  it('returns the release active before the current one', () => {
    expect(rollbackTarget([activate('1.0.0'), publish('2.0.0'), activate('2.0.0')])).toBe('1.0.0');
  });

  it('walks back through the stack instead of bouncing between the last two', () => {
    const log = [activate('1.0.0'), activate('2.0.0'), activate('3.0.0'), rollback('2.0.0')];
    expect(activationStack(log)).toEqual(['1.0.0', '2.0.0']);
    expect(rollbackTarget(log)).toBe('1.0.0');
    expect(rollbackTarget([...log, rollback('1.0.0')])).toBeNull();
  });

  it('treats a re-activation of the live version as one activation', () => {
    // Logs written while activating the live version still logged `activate 2.0.0` a second time.
    const log = [activate('1.0.0'), activate('2.0.0'), activate('2.0.0')];
    expect(activationStack(log)).toEqual(['1.0.0', '2.0.0']);
    expect(rollbackTarget(log)).toBe('1.0.0');
  });

  it('follows the log after an old rollback that went nowhere (2.0.0 → 2.0.0)', () => {
    const log = [activate('1.0.0'), activate('2.0.0'), activate('2.0.0'), rollback('2.0.0')];
    expect(activationStack(log)).toEqual(['1.0.0', '2.0.0']);
    expect(rollbackTarget(log)).toBe('1.0.0');
    expect(rollbackTarget([...log, rollback('1.0.0')])).toBeNull();
  });
});
