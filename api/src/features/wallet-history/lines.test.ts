import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../ledger/index.ts';
import { csvAmount, csvDate, csvLayout, csvText, csvWriter, BOM } from './csv.ts';
import { lineOf, type TransferFacts } from './lines.ts';

const at = new Date('2030-06-12T18:00:00Z');

function item(overrides: Partial<HistoryItem>): HistoryItem {
  return {
    transferId: 't1',
    kind: 'withdrawal',
    phase: 'single',
    wallet: 'cash',
    amountCentavos: -50_000n,
    balanceAfterCentavos: 150_000n,
    currency: 'BRL',
    pendingId: null,
    reversesId: null,
    metadata: {},
    createdAt: at,
    ...overrides,
  };
}

const facts = (overrides: Partial<TransferFacts> = {}): TransferFacts => ({
  debitPurpose: 'cash',
  creditPurpose: 'clearing:bank_transfer',
  pendingAmountCentavos: null,
  resolution: null,
  ...overrides,
});

describe('history lines', () => {
  it('show a single transfer as it moved, paid', () => {
    expect(lineOf(item({ kind: 'casino_bet', metadata: { gameName: 'Fortune Tiger' } }), facts({ creditPurpose: 'house_revenue' }))).toMatchObject({
      action: 'bet',
      amountCentavos: -50_000n,
      postBalanceCentavos: 150_000n,
      gameName: 'Fortune Tiger',
      paymentMethod: null,
      status: 'paid',
    });
  });

  it('show a reservation as money out, pending until resolved, then paid or rejected', () => {
    const reserve = item({ phase: 'pending' });
    expect(lineOf(reserve, facts())).toMatchObject({ action: 'withdrawal', amountCentavos: -50_000n, status: 'pending', paymentMethod: 'bank_transfer' });
    expect(lineOf(reserve, facts({ resolution: 'post_pending' }))?.status).toBe('paid');
    expect(lineOf(reserve, facts({ resolution: 'void_pending' }))?.status).toBe('rejected');
    expect(lineOf(reserve, facts({ resolution: 'void_pending', undoing: { decision: 'cancelled' } }))?.status).toBe('cancelled');
  });

  it('show a withdrawal’s fee given back at payout as waived, not as a refusal, both its reserve and its return', () => {
    const undoing = { decision: 'paid', feeReleased: true };
    const fee = item({ kind: 'fee', phase: 'pending', amountCentavos: -250n });
    expect(lineOf(fee, facts({ resolution: 'void_pending', undoing }))).toMatchObject({ action: 'fee', amountCentavos: -250n, status: 'waived' });
    const released = item({ kind: 'fee', phase: 'void_pending', amountCentavos: -250n, pendingId: 'p', metadata: undoing });
    expect(lineOf(released, facts({ pendingAmountCentavos: 250n }))).toMatchObject({ action: 'fee', amountCentavos: 250n, status: 'waived' });
    expect(lineOf(fee, facts({ resolution: 'void_pending', undoing: { decision: 'rejected' } }))?.status).toBe('rejected');
    // Refunded after its payout, once an earlier withdrawal of the month was undone: waived too.
    const refunded = item({ kind: 'fee', phase: 'single', amountCentavos: 250n, metadata: { feeRefunded: true } });
    expect(lineOf(refunded, facts({ debitPurpose: 'fees', creditPurpose: 'cash' }))).toMatchObject({ action: 'fee', amountCentavos: 250n, status: 'waived' });
    expect(lineOf(item({ kind: 'fee', phase: 'single', amountCentavos: -250n }), facts())?.status).toBe('paid');
  });

  it('hide the post of a reservation (nothing moves) unless it released part of it', () => {
    expect(lineOf(item({ phase: 'post_pending', pendingId: 'p' }), facts({ pendingAmountCentavos: 50_000n }))).toBeNull();
    expect(
      lineOf(item({ phase: 'post_pending', kind: 'bet_stake', amountCentavos: -30_000n, pendingId: 'p' }), facts({ pendingAmountCentavos: 50_000n })),
    ).toMatchObject({
      action: 'bet',
      amountCentavos: 20_000n,
      status: 'paid',
    });
  });

  it('show a void of a reservation as the money coming back', () => {
    expect(lineOf(item({ phase: 'void_pending', pendingId: 'p' }), facts({ pendingAmountCentavos: 50_000n }))).toMatchObject({
      amountCentavos: 50_000n,
      status: 'rejected',
    });
    const cancelled = item({ phase: 'void_pending', pendingId: 'p', metadata: { method: 'pix', decision: 'cancelled' } });
    expect(lineOf(cancelled, facts({ pendingAmountCentavos: 50_000n }))?.status).toBe('cancelled');
    // A bet settled void gives its stake back: neither refused nor lost.
    const stake = item({ kind: 'bet_stake', phase: 'pending', metadata: {} });
    expect(lineOf(stake, facts({ resolution: 'void_pending' }))?.status).toBe('void');
    const stakeBack = item({ kind: 'bet_stake', phase: 'void_pending', pendingId: 'p', metadata: { outcome: 'void' } });
    expect(lineOf(stakeBack, facts({ pendingAmountCentavos: 50_000n }))).toMatchObject({ action: 'bet', amountCentavos: 50_000n, status: 'void' });
  });

  it('show incoming pending money only while unresolved; its post is the line that counts', () => {
    const incoming = item({ kind: 'deposit', phase: 'pending', amountCentavos: 10_000n, metadata: { method: 'pix' } });
    const incomingFacts = facts({ debitPurpose: 'clearing:pix', creditPurpose: 'cash' });
    expect(lineOf(incoming, incomingFacts)).toMatchObject({ action: 'deposit', amountCentavos: 10_000n, status: 'pending', paymentMethod: 'pix' });
    expect(lineOf(incoming, { ...incomingFacts, resolution: 'post_pending' })).toBeNull();
    expect(lineOf(incoming, { ...incomingFacts, resolution: 'void_pending' })).toBeNull();
    expect(lineOf(item({ kind: 'deposit', phase: 'post_pending', amountCentavos: 10_000n }), incomingFacts)).toMatchObject({
      amountCentavos: 10_000n,
      status: 'paid',
    });
    expect(lineOf(item({ kind: 'deposit', phase: 'void_pending', amountCentavos: 10_000n }), incomingFacts)).toBeNull();
  });

  it('take the payment method from metadata, else from the clearing account, and ignore unknown ones', () => {
    expect(lineOf(item({ kind: 'deposit', amountCentavos: 1n }), facts({ debitPurpose: 'clearing:card' }))?.paymentMethod).toBe('card');
    expect(lineOf(item({ kind: 'deposit', amountCentavos: 1n, metadata: { method: 'pix' } }), facts({ debitPurpose: 'clearing:card' }))?.paymentMethod).toBe(
      'pix',
    );
    expect(lineOf(item({ metadata: { method: 'cheque' } }), facts({ creditPurpose: 'fees' }))?.paymentMethod).toBeNull();
  });
});

describe('CSV', () => {
  const pt = csvLayout('pt-BR');
  const en = csvLayout('en');

  it('writes amounts with the language’s decimal mark and no thousands separator', () => {
    expect(csvAmount(-123_456_78n, pt)).toBe('-123456,78');
    expect(csvAmount(5n, en)).toBe('0.05');
    expect(csvAmount(0n, pt)).toBe('0,00');
  });

  it('quotes cells that need it and defuses formulas', () => {
    expect(csvText('Fortune; Tiger', pt)).toBe('"Fortune; Tiger"');
    expect(csvText('Fortune; Tiger', en)).toBe('Fortune; Tiger');
    expect(csvText('say "hi"', en)).toBe('"say ""hi"""');
    expect(csvText('=HYPERLINK("x")', en)).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('@SUM(A1)', pt)).toBe("'@SUM(A1)");
    expect(csvText(null, pt)).toBe('');
  });

  it('writes the wall time of the zone it is given', () => {
    expect(csvDate(new Date('2030-06-12T02:30:05Z'), 'America/Sao_Paulo')).toBe('2030-06-11 23:30:05');
    expect(csvDate(new Date('2030-06-12T02:30:05Z'), 'Pacific/Kiritimati')).toBe('2030-06-12 16:30:05');
    expect(csvDate(new Date('2030-06-12T02:30:05Z'), 'Europe/Lisbon')).toBe('2030-06-12 03:30:05');
  });

  it('translates the header, actions and statuses, and names the dates’ zone in the header', () => {
    const writer = csvWriter('pt-BR', 'America/Sao_Paulo');
    expect(writer.header()).toBe(`${BOM}ID da transação;Data (America/Sao_Paulo);Ação;Valor;Saldo após;Jogo;Forma de pagamento;Status\r\n`);
    expect(csvWriter('en', 'Pacific/Kiritimati').header()).toBe(
      `${BOM}Transaction ID,Date (Pacific/Kiritimati),Action,Amount,Balance after,Game,Payment method,Status\r\n`,
    );
    const line = lineOf(item({ phase: 'pending', metadata: { method: 'bank_transfer' } }), facts())!;
    expect(writer.line(line)).toBe('t1;2030-06-12 15:00:00;Saque;-500,00;1500,00;;Transferência bancária;Pendente\r\n');
    expect(csvWriter('en', 'America/Sao_Paulo').line(line)).toBe('t1,2030-06-12 15:00:00,Withdrawal,-500.00,1500.00,,Bank transfer,Pending\r\n');
    expect(csvWriter('en', 'Pacific/Kiritimati').line(line)).toBe('t1,2030-06-13 08:00:00,Withdrawal,-500.00,1500.00,,Bank transfer,Pending\r\n');
  });
});
