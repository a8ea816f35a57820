import { describe, expect, it } from 'vitest';
import { FALLBACK_INITIALS, initialsOf } from './initials.ts';

describe('initialsOf (spec §2: avatar initials)', () => {
  it('takes the first letter of every word of the first name, uppercased', () => {
    expect(initialsOf('maria')).toBe('M');
    expect(initialsOf('Ana Clara')).toBe('AC');
    expect(initialsOf('joão pedro da silva')).toBe('JPDS');
  });

  it('ignores extra spaces between and around words', () => {
    expect(initialsOf('  ana   clara  ')).toBe('AC');
    expect(initialsOf('ana\tclara')).toBe('AC');
  });

  it('keeps accented letters', () => {
    expect(initialsOf('élodie ígor')).toBe('ÉÍ');
  });

  it('uppercases by the rules of the page’s language: a Turkish i is İ', () => {
    expect(initialsOf('ilker Ömer', 'tr')).toBe('İÖ');
    expect(initialsOf('ilker Ömer', 'en')).toBe('IÖ');
  });

  it('is GU when there is no first name', () => {
    expect(FALLBACK_INITIALS).toBe('GU');
    expect(initialsOf('')).toBe('GU');
    expect(initialsOf('   ')).toBe('GU');
    expect(initialsOf(null)).toBe('GU');
    expect(initialsOf(undefined)).toBe('GU');
  });
});
