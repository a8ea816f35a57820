/**
 * The payout details are shown to ops, who send the money by hand: a direction override or a
 * control character in one would make "Banco do Brasil" or a city read as something else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibanCheckDigits } from '../../domain/withdrawals/payout-details.ts';
import { asPlayer } from '../../testing/players.ts';
import { approveIdentity, casinoRound, createWalletTestApp, deposit, walletPlayer, type WalletTestApp } from './testing.ts';

/** Wednesday 12 June 2030, 15:00 in São Paulo. */
const NOW = new Date('2030-06-12T18:00:00Z');
const BBAN = '00360305000010009795493C1';
const IBAN = `BR${ibanCheckDigits('BR', BBAN)}${BBAN}`;

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletTestApp({ now: NOW });
});
afterAll(async () => {
  await t.close();
});

const bankForm = (overrides: Record<string, string>) => ({
  method: 'bank_transfer',
  bank: 'Banco do Brasil',
  account_number: '12345-6',
  iban: IBAN,
  first_name: 'João',
  last_name: 'da Silva',
  amount: 500,
  city: 'São Paulo',
  cpf: '529.982.247-25',
  id_expiry_date: '2030-06-12',
  birth_date: '1990-05-20',
  ...overrides,
});

/** A verified João da Silva who deposited R$ 2.000 and wagered it 2.5 times: free to withdraw. */
async function readyPlayer() {
  const player = await walletPlayer(t, { first_name: 'João', last_name: 'da Silva' });
  await approveIdentity(t, player.id);
  await deposit(t, player.id, 2_000);
  for (let round = 0; round < 5; round++) await casinoRound(t, player.id, 1_000);
  return player;
}

const requestWithdrawal = (token: string, payload: object, language: string) =>
  t.app.inject({ method: 'POST', url: `${t.prefix}/wallet/withdrawals`, headers: { ...asPlayer(token), 'accept-language': language }, payload });

const FIELD_INVALID = { 'pt-BR': 'Este valor não é válido.', en: 'This value is not valid.', tr: 'Bu değer geçerli değil.' };

describe('payout details shown to ops', () => {
  it.each([
    ['bank', 'Banco \u202Eocnab', 'pt-BR'],
    ['city', 'São \u2066Paulo\u0007', 'en'],
    ['bank', 'Banco do Brasil\u001B[31m', 'tr'],
    ['city', 'Rio de\u200F\u202B Janeiro', 'pt-BR'],
    ['account_number', '12345-6\u202D', 'en'],
    ['first_name', 'Jo\u202Eão', 'tr'],
  ] as const)(
    'refuses the %s field with a direction override or a control character (%j) in the player’s language (%s), reserving nothing',
    async (field, value, language) => {
      const { token, id } = await readyPlayer();
      const response = await requestWithdrawal(token, bankForm({ [field]: value }), language);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ [field]: [FIELD_INVALID[language]] });
      const { rows } = await t.db.query<{ count: bigint }>('SELECT count(*) AS count FROM withdrawals WHERE user_id = $1', [id]);
      expect(rows[0]!.count).toBe(0n);
    },
  );

  it('still takes accents, apostrophes and hyphens in a bank and a city', async () => {
    const { token } = await readyPlayer();
    const response = await requestWithdrawal(token, bankForm({ bank: 'Caixa Econômica Federal', city: "Santa Bárbara d'Oeste - SP" }), 'en');
    expect(response.statusCode, response.body).toBe(201);
  });
});
