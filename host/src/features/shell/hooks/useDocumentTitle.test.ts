import { describe, expect, it } from 'vitest';
import { documentTitle } from './useDocumentTitle.ts';

describe('documentTitle', () => {
  it('puts the page before the brand', () => {
    expect(documentTitle('Depósito', 'Palpite')).toBe('Depósito · Palpite');
    expect(documentTitle('  CR Flamengo\n   vs SE Palmeiras ', 'Palpite')).toBe('CR Flamengo vs SE Palmeiras · Palpite');
  });

  it('is the brand alone without a heading, or when the heading is the brand', () => {
    expect(documentTitle(undefined, 'Palpite')).toBe('Palpite');
    expect(documentTitle('   ', 'Palpite')).toBe('Palpite');
    expect(documentTitle('Palpite', 'Palpite')).toBe('Palpite');
  });
});
