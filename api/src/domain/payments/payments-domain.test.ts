import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildPixPayload, crc16Ccitt, hasValidCrc, parseEmv } from './pix-brcode.ts';
import { cardSummary } from './card.ts';
import { formatCpf, isValidCpf } from './cpf.ts';

describe('Pix BR Code', () => {
  it("reproduces the Central Bank manual's example, CRC included", () => {
    const example = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(hasValidCrc(example)).toBe(true);
    expect(buildPixPayload({ pixKey: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(example);
  });

  it('builds a dynamic, single-use charge with amount, its txid left to the location (62.05 is ***)', () => {
    const payload = buildPixPayload({
      locationUrl: 'pix.palpite.local/qr/v2/cobv/9d36b84f',
      amountCentavos: 15050n,
      merchantName: 'Palpite Apostas Ltda São Paulo',
      merchantCity: 'São Paulo',
      pointOfInitiation: '12',
    });
    const fields = Object.fromEntries(parseEmv(payload).map((entry) => [entry.id, entry.value]));
    expect(fields['00']).toBe('01');
    expect(fields['01']).toBe('12');
    expect(parseEmv(fields['26']!)).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '25', value: 'pix.palpite.local/qr/v2/cobv/9d36b84f' },
    ]);
    expect(fields['53']).toBe('986');
    expect(fields['54']).toBe('150.50');
    expect(fields['58']).toBe('BR');
    expect(fields['59']).toBe('Palpite Apostas Ltda Sao ');
    expect(fields['60']).toBe('Sao Paulo');
    expect(parseEmv(fields['62']!)).toEqual([{ id: '05', value: '***' }]);
    expect(hasValidCrc(payload)).toBe(true);
    expect(() => buildPixPayload({ locationUrl: 'pix.palpite.local/qr/v2/x', merchantName: 'P', merchantCity: 'R', txid: 'PLP0001ABC' })).toThrow(/location/);
  });

  it('puts a static charge’s reference label in 62.05', () => {
    const payload = buildPixPayload({ pixKey: 'pagamentos@palpite.com.br', merchantName: 'Palpite', merchantCity: 'Recife', txid: 'PLP0001ABC' });
    const fields = Object.fromEntries(parseEmv(payload).map((entry) => [entry.id, entry.value]));
    expect(parseEmv(fields['62']!)).toEqual([{ id: '05', value: 'PLP0001ABC' }]);
  });

  it('detects any change to a payload through the CRC', () => {
    const payload = buildPixPayload({
      pixKey: 'pagamentos@palpite.com.br',
      amountCentavos: 10000n,
      merchantName: 'Palpite',
      merchantCity: 'Recife',
      txid: 'ABC123',
    });
    expect(hasValidCrc(payload.replace('100.00', '900.00'))).toBe(false);
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('always yields a parseable payload with a valid CRC', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000_00n }), fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), (amount, txid) => {
        for (const payload of [
          buildPixPayload({
            locationUrl: 'pix.example/qr/1',
            amountCentavos: amount,
            merchantName: 'Palpite',
            merchantCity: 'Recife',
            pointOfInitiation: '12',
          }),
          buildPixPayload({ pixKey: 'pagamentos@palpite.com.br', amountCentavos: amount, merchantName: 'Palpite', merchantCity: 'Recife', txid }),
        ]) {
          expect(hasValidCrc(payload)).toBe(true);
          expect(parseEmv(payload).at(-1)?.id).toBe('63');
        }
      }),
    );
  });
});

describe('card summary', () => {
  it('keeps only brand and last four', () => {
    expect(cardSummary('4111 1111 1111 1111')).toEqual({ brand: 'visa', last4: '1111' });
    expect(cardSummary('5555555555554444')).toEqual({ brand: 'mastercard', last4: '4444' });
  });
});

describe('CPF', () => {
  it('checks both check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});
