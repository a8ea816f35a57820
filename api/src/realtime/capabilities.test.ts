import { describe, expect, it } from 'vitest';
import { allows, canAttach, grantedModes, parseCapability, patternMatches } from './capabilities.ts';
import { Flag } from './protocol/constants.ts';
import { playerCapability, visitorCapability } from './tokens.ts';

describe('capabilities', () => {
  it('matches exact names, namespace wildcards and *', () => {
    expect(patternMatches('public:*', 'public:general')).toBe(true);
    expect(patternMatches('public:*', 'private:user.1')).toBe(false);
    expect(patternMatches('private:user.1', 'private:user.1')).toBe(true);
    expect(patternMatches('private:user.1', 'private:user.10')).toBe(false);
    expect(patternMatches('*', 'anything')).toBe(true);
  });

  it('lets a player subscribe to the public channels and its own private channel only', () => {
    const capability = playerCapability(7n);
    expect(canAttach(capability, 'public:general')).toBe(true);
    expect(canAttach(capability, 'private:user.7')).toBe(true);
    expect(canAttach(capability, 'private:user.8')).toBe(false);
    expect(canAttach(capability, 'private:user.70')).toBe(false);
    expect(allows(capability, 'private:user.7', 'publish')).toBe(false);
    expect(grantedModes(capability, 'private:user.7')).toBe(Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE);
    expect(canAttach(visitorCapability(), 'private:user.7')).toBe(false);
  });

  it('grants every mode for * and parses only well-formed capabilities', () => {
    const capability = parseCapability('{"*":["*"]}');
    expect(capability && allows(capability, 'x', 'publish')).toBe(true);
    expect(capability && grantedModes(capability, 'x') & Flag.PUBLISH).toBe(Flag.PUBLISH);
    expect(parseCapability('{"a":["fly"]}')).toBeNull();
    expect(parseCapability('["subscribe"]')).toBeNull();
    expect(parseCapability('nope')).toBeNull();
  });
});
