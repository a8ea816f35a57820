import { api } from '@palpite/shared';
import type { Deposit } from './deposit.ts';

/**
 * Sandbox only (`POST /sandbox/payments/:id/approve|fail`): plays the payer — for Pix the payer's
 * bank pays the QR code, for crypto the chain confirms, for a bank transfer it arrives. The
 * sandbox PSP then notifies the API like a real provider.
 */
export async function simulatePayment(id: string, outcome: 'approve' | 'fail'): Promise<Deposit | null> {
  const { deposit } = await api.post(`sandbox/payments/${encodeURIComponent(id)}/${outcome}`, { json: {} }).json<{ deposit: Deposit | null }>();
  return deposit;
}
