import { describe, expect, it } from 'vitest';
import { findPathConflict, VERSION_PATTERN } from './release.ts';

describe('findPathConflict', () => {
  it('accepts paths that each have their own place', () => {
    expect(findPathConflict(['remoteEntry.js', 'mf-manifest.json', 'static/js/a.js', 'static/js/b.js', 'static/css/a.css'])).toBeNull();
  });

  it('names a path given twice, and a file another path uses as its folder', () => {
    expect(findPathConflict(['a.js', 'b.js', 'a.js'])).toEqual(['a.js', 'a.js']);
    expect(findPathConflict(['a', 'a/b'])).toEqual(['a', 'a/b']);
    expect(findPathConflict(['static/js/a.js/map', 'static/js'])).toEqual(['static/js', 'static/js/a.js/map']);
  });
});

describe('VERSION_PATTERN', () => {
  it('accepts semantic versions with pre-release and build tags', () => {
    for (const version of [
      '1.0.0',
      '0.0.1',
      '10.20.30',
      '1.0.0-rc.1',
      '1.0.0-0',
      '1.0.0-0a',
      '1.0.0-x-y.z',
      '1.0.0+build.5',
      '1.0.0+001',
      '1.0.0-rc.1+build.05',
    ]) {
      expect(VERSION_PATTERN.test(version), version).toBe(true);
    }
  });

  it('refuses what semver 2.0.0 forbids: leading zeros in numbers, empty identifiers, other forms', () => {
    const refused = ['1.0.0-01', '1.0.0-rc.01', '01.0.0', '1.00.0', '1.0.0-..', '1.0.0-', '1.0.0-a..b', '1.0.0+', '1.0.0+a..b', '1.0.0+a+b', '1.0.0-rc.1+'];
    for (const version of [...refused, '1.7', 'v1.6', '1.x', '../../x', '1.0.0/x', '1.0.0_a', `1.0.0+${'a'.repeat(59)}`]) {
      expect(VERSION_PATTERN.test(version), version).toBe(false);
    }
  });
});
