import { describe, expect, it } from 'vitest';
import { findPathConflict } from './release.ts';

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
