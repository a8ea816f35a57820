import { afterEach, describe, expect, it } from 'vitest';
import { createGuardedHistory } from './guarded-history.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the guarded history (spec §4: the visitor stays where they were)', () => {
  it('lets every navigation through without a guard', () => {
    const { history } = createGuardedHistory();
    history.push('/sports');
    expect(window.location.pathname).toBe('/sports');
    expect(history.location.pathname).toBe('/sports');
  });

  it('cancels a push or a replace the guard refuses, before the address changes', () => {
    const { history, setGuard } = createGuardedHistory();
    history.push('/sports');
    const asked: string[] = [];
    setGuard((target) => {
      asked.push(target.pathname + target.search);
      return target.pathname === '/mybets';
    });
    history.push({ pathname: '/mybets', search: '?status=open' });
    history.replace('/mybets');
    expect(asked).toEqual(['/mybets?status=open', '/mybets']);
    expect(window.location.pathname).toBe('/sports');
    expect(history.location.pathname).toBe('/sports');
  });

  it('lets through what the guard allows, and everything once the guard is removed', () => {
    const { history, setGuard } = createGuardedHistory();
    setGuard((target) => target.pathname === '/mybets');
    history.push('/results');
    expect(window.location.pathname).toBe('/results');
    setGuard(null);
    history.push('/mybets');
    expect(window.location.pathname).toBe('/mybets');
  });

  it('tells the router of each navigation it lets through, and of none it cancels', async () => {
    const { history, setGuard } = createGuardedHistory();
    setGuard((target) => target.pathname === '/mybets' || target.pathname === '/');
    const seen: string[] = [];
    const stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
    history.push('/mybets');
    history.push('/results');
    history.replace('/results?page=2');
    // Back is not guarded, and lands on the page before: the cancelled push left no entry.
    history.go(-1);
    await expect.poll(() => seen).toEqual(['PUSH /results', 'REPLACE /results', 'POP /']);
    stop();
  });
});
