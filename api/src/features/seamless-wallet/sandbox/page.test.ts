/**
 * The sandbox provider's game page as a player reads it: money in the site's format (R$ 1.314,19,
 * in every language, spec §1) and the free-spin count with its plural, in all three languages.
 */
import { describe, expect, it } from 'vitest';
import { spin } from './game.ts';
import { gamePage, type GamePageInput } from './page.ts';
import type { SpinResult } from './provider.ts';

/** Reel stops 1, 5, 14: a star, a star and a blank on the line; two stars pay 1.2 × the stake. */
const twoStars = (() => {
  const stops = [1, 5, 14];
  return spin(100, () => stops.shift()!);
})();

const won: SpinResult = {
  session: 'session-token',
  spin: twoStars,
  stake: '1.00',
  win: '1.20',
  balance: '1314.19',
  mode: 'real',
  free_spin: null,
  free_spins: [],
  error: null,
};

const page = (input: Partial<GamePageInput>) =>
  gamePage({
    language: 'pt-BR',
    prefix: '/api',
    session: 'session-token',
    balance: '1314.19',
    mode: 'real',
    freeSpinsLeft: 0,
    last: won,
    error: null,
    stake: '1.00',
    ...input,
  });

const nbsp = '\u00a0';

describe('the Sol do Sertão game page', () => {
  it('shows the win and the balance as the site shows money, in every language', () => {
    expect(twoStars).toMatchObject({ win: '2_estrela', payoutCentavos: 120 });
    const inPortuguese = page({ language: 'pt-BR' });
    expect(inPortuguese).toContain(`<p class="result">Você ganhou R$${nbsp}1,20!</p>`);
    expect(inPortuguese).toContain(`Saldo: <strong>R$${nbsp}1.314,19</strong>`);
    expect(page({ language: 'en' })).toContain(`<p class="result">You won R$${nbsp}1,20!</p>`);
    expect(page({ language: 'en' })).toContain(`Balance: <strong>R$${nbsp}1.314,19</strong>`);
    expect(page({ language: 'tr' })).toContain(`<p class="result">R$${nbsp}1,20 kazandınız!</p>`);
    expect(page({ language: 'tr' })).toContain(`Bakiye: <strong>R$${nbsp}1.314,19</strong>`);
    expect(page({ balance: null, last: null })).toContain(`Saldo: <strong>R$${nbsp}0,00</strong>`);
  });

  it('offers the stakes in the same format', () => {
    expect(page({ stake: '10.00' })).toContain(`<option value="10.00" selected>R$${nbsp}10,00</option>`);
    expect(page({})).toContain(`<option value="0.20">R$${nbsp}0,20</option>`);
  });

  it('counts the free spins left with the right plural', () => {
    const button = (language: GamePageInput['language'], freeSpinsLeft: number) =>
      /<button type="submit">([^<]*)<\/button>/.exec(page({ language, freeSpinsLeft }))![1];
    expect(button('pt-BR', 1)).toBe('Rodada grátis (resta 1)');
    expect(button('pt-BR', 2)).toBe('Rodada grátis (restam 2)');
    expect(button('en', 1)).toBe('Free spin (1 left)');
    expect(button('en', 3)).toBe('Free spin (3 left)');
    expect(button('tr', 1)).toBe('Bedava dönüş (1 kaldı)');
    expect(button('tr', 3)).toBe('Bedava dönüş (3 kaldı)');
    expect(button('pt-BR', 0)).toBe('Girar');
  });
});
