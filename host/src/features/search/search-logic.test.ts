import { describe, expect, it } from 'vitest';
import { foldText, isMacPlatform, isSearchShortcut, matchProviders, nextFocusIndex, searchDelayMs, searchRequest } from './search-logic.ts';

const key = (overrides: Partial<Parameters<typeof isSearchShortcut>[0]>) => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('what a query asks for (spec §4, §5)', () => {
  it('shows the popular list for a blank or whitespace query, at once', () => {
    expect(searchRequest('')).toEqual({ kind: 'popular' });
    expect(searchRequest('  \t ')).toEqual({ kind: 'popular' });
    expect(searchDelayMs(searchRequest(' '))).toBe(0);
  });

  it('searches the trimmed text after the 300 ms debounce (spec §9)', () => {
    expect(searchRequest('  roleta ')).toEqual({ kind: 'search', text: 'roleta' });
    expect(searchDelayMs(searchRequest('roleta'))).toBe(300);
  });
});

describe('the Ctrl+K shortcut', () => {
  it('is Ctrl+K elsewhere and Cmd+K on a Mac', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true }), true)).toBe(false);
  });

  it('ignores other keys and extra modifiers', () => {
    expect(isSearchShortcut(key({}), false)).toBe(false);
    expect(isSearchShortcut(key({ key: 'j', ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }), false)).toBe(false);
  });

  it('knows a Mac by its platform', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('iPhone')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('Win32')).toBe(false);
  });
});

describe('arrow keys between the box and the results', () => {
  it('enter the list from the box and come back from the first result', () => {
    expect(nextFocusIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextFocusIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextFocusIndex('ArrowUp', 0, 3)).toBe(-1);
    expect(nextFocusIndex('ArrowUp', -1, 3)).toBe(-1);
  });

  it('jump to the ends inside the list only, and do nothing without results', () => {
    expect(nextFocusIndex('End', 0, 3)).toBe(2);
    expect(nextFocusIndex('Home', 2, 3)).toBe(0);
    expect(nextFocusIndex('Home', -1, 3)).toBeNull();
    expect(nextFocusIndex('ArrowDown', -1, 0)).toBeNull();
    expect(nextFocusIndex('Enter', 0, 3)).toBeNull();
  });
});

describe('providers matching the query', () => {
  const providers = [{ name: 'Sertão Gaming' }, { name: 'Samba Studios' }, { name: 'Palpite Live' }];
  it('ignore accents and case', () => {
    expect(foldText('Sertão')).toBe('sertao');
    expect(matchProviders(providers, 'SERTAO')).toEqual([{ name: 'Sertão Gaming' }]);
    expect(matchProviders(providers, 'A')).toHaveLength(3);
    expect(matchProviders(providers, '  ')).toHaveLength(3);
    expect(matchProviders(providers, 'xyz')).toEqual([]);
  });
});
