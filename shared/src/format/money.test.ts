import { describe, expect, it } from 'vitest';
import { formatBRL, parsePositiveReais, parseReais } from './money.ts';

describe('parseReais', () => {
  it.each([
    ['100', 100],
    ['100,5', 100.5],
    ['100,', 100],
    ['1.234,56', 1234.56],
    ['R$ 1.000', 1000],
    ['1.500', 1500],
    ['1.50', 1.5],
    ['1234.56', 1234.56],
    [' 2 ', 2],
    ['0', 0],
    ['12.345.678,90', 12_345_678.9],
  ])('reads %j as %d', (typed, reais) => expect(parseReais(typed)).toBe(reais));

  it.each(['', 'abc', '10,123', '1.2345', '1,2,3', '-1', '1e3', '1.23.45', '12.34,5.6', ',5'])('refuses %j', (typed) => expect(parseReais(typed)).toBeNull());

  it('reads back what formatBRL writes', () => {
    for (const reais of [0.01, 9.9, 1_234.5, 1_000_000]) expect(parseReais(formatBRL(reais))).toBe(reais);
  });
});

describe('parsePositiveReais', () => {
  it('refuses zero and keeps the rest', () => {
    expect(parsePositiveReais('0')).toBeNull();
    expect(parsePositiveReais('0,00')).toBeNull();
    expect(parsePositiveReais('0,01')).toBe(0.01);
    expect(parsePositiveReais('2.000')).toBe(2000);
  });
});
