/** A deposit as the API answers it: reais as numbers with at most 2 places, ISO times, no card data. */
import QRCode from 'qrcode';
import { reaisOf } from '../../domain/money.ts';
import { playerCanCancel } from '../../domain/payments/deposit-rules.ts';
import type { DepositRow } from './repo.ts';

const qrSvg = (text: string) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

export function depositSummary(row: DepositRow) {
  return {
    id: row.id,
    method: row.method,
    amount: reaisOf(row.amount_centavos),
    currency: row.currency,
    status: row.status,
    failure_reason: row.failure_reason,
    payment_id: row.payment_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
    /** Whether the player may cancel it now (never a card charge awaiting its acquirer's word). */
    cancellable: playerCanCancel(row),
    /** The offer it was sent with, and whether "no bonus" was chosen: a retry or a new code sends the same choice. */
    bonus_code: row.bonus_code,
    bonus_declined: row.bonus_declined,
  };
}

/** The summary and how to pay, with the QR image (SVG) for Pix and crypto. */
export async function depositView(row: DepositRow) {
  const stored = row.instructions;
  let instructions: Record<string, unknown> | null = 'type' in stored ? { ...stored } : null;
  if (instructions && stored.type === 'pix') instructions = { ...instructions, qr_svg: await qrSvg(stored.copy_paste) };
  if (instructions && stored.type === 'crypto') instructions = { ...instructions, qr_svg: await qrSvg(stored.payment_uri) };
  return { ...depositSummary(row), instructions };
}

export type DepositView = Awaited<ReturnType<typeof depositView>>;
