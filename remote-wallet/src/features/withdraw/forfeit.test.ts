import { describe, expect, it } from 'vitest';
import { HTTPError } from '@palpite/shared';
import { forfeitedBonusOf } from './forfeit.ts';

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://localhost/api/palpite/wallet/withdrawals', { method: 'POST' });
  const response = new Response(JSON.stringify(body), { status });
  const error = new HTTPError(response, request, {} as never);
  Object.assign(error, { data: body });
  return error;
}

describe('forfeitedBonusOf', () => {
  it('reads the bonus balance a held-back withdrawal would forfeit', () => {
    const body = { message_key: 'bonus.errors.withdrawalForfeitsBonus', message: 'Withdrawing cancels your bonus.', details: { bonus_balance: 150.5 } };
    expect(forfeitedBonusOf(httpError(409, body))).toBe(150.5);
  });

  it('is null for any other refusal or failure', () => {
    expect(forfeitedBonusOf(httpError(422, { message_key: 'withdrawals.belowMinimum', message: 'Below the minimum.' }))).toBeNull();
    expect(forfeitedBonusOf(new TypeError('offline'))).toBeNull();
  });
});
