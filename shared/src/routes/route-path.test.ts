import { describe, expect, it } from 'vitest';
import { routePath } from './route-path.ts';

describe('routePath', () => {
  it('reads a path from the route table by id', () => {
    expect(routePath('slot')).toBe('/slot');
    expect(routePath('bonusterm')).toBe('/bonusterm');
  });

  it('rejects unknown routes and routes with parameters', () => {
    expect(() => routePath('nope')).toThrow(/no route nope/);
    expect(() => routePath('gameDetails')).toThrow(/parameters/);
  });
});
