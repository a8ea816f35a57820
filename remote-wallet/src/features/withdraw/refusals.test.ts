import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { commonProductTexts, i18n, initI18n, registerNamespace } from '@palpite/shared';
import type { Translate } from '../../lib/payment-methods.ts';
import { refusalsOf, refusalText } from './refusals.ts';

function refused(data: unknown) {
  const error = new HTTPError(new Response(null, { status: 422 }), new Request('http://localhost/api/palpite/wallet/withdrawals'), {} as never);
  Object.defineProperty(error, 'data', { value: data });
  return error;
}

describe('withdrawal refusals', () => {
  it('reads every reason of details.refusals, and nothing from other errors', () => {
    const refusals = [
      { code: 'above_deposit_cap', message_key: 'withdrawals.aboveDepositCap', max: 1000, last_deposit: 100, multiple: 10, threshold: 10000 },
      { code: 'no_deposit', message_key: 'withdrawals.depositRequired' },
    ];
    expect(refusalsOf(refused({ details: { refusals: [...refusals, { nonsense: true }] } }))).toEqual(refusals);
    expect(refusalsOf(refused({ message: 'x' }))).toEqual([]);
    expect(refusalsOf(new Error('offline'))).toEqual([]);
  });

  it('translates each with its facts: money in BRL, the multiple as a number, last_deposit as lastDeposit', async () => {
    await initI18n('pt-BR');
    await registerNamespace(commonProductTexts.namespace, commonProductTexts.loaders);
    const t = i18n.getFixedT('pt-BR', 'wallet') as unknown as Translate;
    const text = refusalText(t, {
      code: 'above_deposit_cap',
      message_key: 'withdrawals.aboveDepositCap',
      max: 400,
      last_deposit: 100,
      withdrawn: 600,
      multiple: 10,
      threshold: 10000,
    });
    expect(text.replace(/\u00a0/g, ' ')).toBe(
      'Enquanto seus depósitos somarem até R$ 10.000,00, você pode sacar até 10 vezes o último depósito (R$ 100,00) até o próximo depósito; R$ 600,00 disso já foi sacado ou pedido: até R$ 400,00 agora.',
    );
  });
});
