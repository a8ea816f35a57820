import { describe, expect, it } from 'vitest';
import { mainOutcomes, openSport, sportHref } from './sports.ts';

describe('sports', () => {
  it('show the sports home for a missing, unknown or coming-soon sport', () => {
    expect(openSport(undefined)).toBe('home');
    expect(openSport('home')).toBe('home');
    expect(openSport('curling')).toBe('home');
    expect(openSport('volleyball')).toBe('home');
    expect(openSport('football')).toBe('football');
    expect(openSport('basketball')).toBe('basketball');
  });

  it('link through the sports route and its sport query', () => {
    expect(sportHref('home')).toBe('/sports');
    expect(sportHref('football')).toBe('/sports?sport=football');
  });

  it('offer three outcomes for football and two for basketball', () => {
    expect(mainOutcomes('football')).toEqual(['home', 'draw', 'away']);
    expect(mainOutcomes('home')).toEqual(['home', 'draw', 'away']);
    expect(mainOutcomes('basketball')).toEqual(['home', 'away']);
  });
});
