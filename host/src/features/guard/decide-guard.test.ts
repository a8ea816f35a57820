import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '@palpite/shared';
import { decideGuard } from './decide-guard.ts';

const open: RouteMeta = { requiresAuth: false, mode: 'Casino' };
const closed: RouteMeta = { requiresAuth: true, mode: 'Sports' };

describe('route guard decision table (spec §4)', () => {
  it.each([
    ['public route, visitor', open, '/slot', false, false, 'allow'],
    ['public route, token stored', open, '/slot', false, true, 'allow'],
    ['login route, user loaded', closed, '/mybets', true, true, 'allow'],
    ['login route, only a token stored: load the user first', closed, '/mybets', false, true, 'fetch-user'],
    ['/user route, visitor', closed, '/user/wallet', false, false, 'not-found'],
    ['/user route in capitals, visitor', closed, '/User/Dashboard', false, false, 'not-found'],
    ['other login route, visitor', closed, '/mybets', false, false, 'warn-and-cancel'],
    ['game details, visitor', closed, '/game/abc', false, false, 'warn-and-cancel'],
  ] as const)('%s → %s', (_label, meta, pathname, hasUser, hasToken, expected) => {
    expect(decideGuard({ meta, pathname, hasUser, hasToken }).kind).toBe(expected);
  });
});
