/**
 * The e-wallets' sandbox checkout: a plain server-rendered page with Approve and Decline buttons,
 * no script and no inline style, so the site's Content-Security-Policy allows it as it is (forms
 * post to this origin; the stylesheet comes from this origin).
 */
import { formatBrl } from '../../../domain/money.ts';
import { translate, type Language } from '../../../i18n/messages.ts';
import type { DepositRow } from '../repo.ts';

const PROVIDER_NAMES: Record<string, string> = {
  pix: 'Pix',
  card: 'Card',
  crypto: 'Crypto',
  bank_transfer: 'Bank',
  papara: 'Papara',
  payfix: 'Payfix',
  pep: 'Pep',
  mefete: 'Mefete',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface CheckoutPageInput {
  deposit: DepositRow | null;
  payable: boolean;
  language: Language;
  /** The API's prefix, for the forms and the stylesheet. */
  prefix: string;
  /** Where the player goes back to. */
  returnTo: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(`payments.sandbox.${key}`, input.language, params) ?? key);
  const { deposit } = input;
  const provider = deposit ? (PROVIDER_NAMES[deposit.provider] ?? deposit.provider) : 'Sandbox';
  let body: string;
  if (!deposit) {
    body = `<p class="notice">${t('notFound')}</p>`;
  } else {
    const action = (decision: 'approve' | 'fail') => `${input.prefix}/sandbox/payments/${encodeURIComponent(deposit.id)}/${decision}`;
    const details = `<dl>
      <dt>${t('merchant')}</dt><dd>Palpite</dd>
      <dt>${t('amount')}</dt><dd>${escapeHtml(formatBrl(deposit.amount_centavos))}</dd>
      <dt>${t('reference')}</dt><dd>${escapeHtml(deposit.reference)}</dd>
    </dl>`;
    const actions = input.payable
      ? `<form method="post" action="${escapeHtml(action('approve'))}"><input type="hidden" name="via" value="checkout"><button type="submit" class="approve">${t('approve')}</button></form>
      <form method="post" action="${escapeHtml(action('fail'))}"><input type="hidden" name="via" value="checkout"><input type="hidden" name="reason" value="declined"><button type="submit" class="decline">${t('decline')}</button></form>`
      : `<p class="notice">${t('notPayable')}</p><p><a href="${escapeHtml(input.returnTo)}">${t('back')}</a></p>`;
    body = `<p>${t('intro', { provider })}</p>${details}<div class="actions">${actions}</div>`;
  }
  return `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(provider)} · ${t('title')}</title>
<link rel="stylesheet" href="${escapeHtml(input.prefix)}/sandbox/checkout.css">
</head>
<body>
<main class="checkout">
<p class="badge">${t('badge')}</p>
<h1>${escapeHtml(provider)}</h1>
${body}
</main>
</body>
</html>
`;
}

export const CHECKOUT_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}
.checkout{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;margin:0;padding:.2rem .6rem;border-radius:999px;background:#fef3c7;color:#92400e;font-size:.8rem;font-weight:600}
h1{margin:.75rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1.5rem 0}
dt{color:#6b7280}dd{margin:0;font-weight:600}
.actions{display:flex;gap:.75rem}.actions form{flex:1}
button{width:100%;padding:.8rem;border:0;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer}
.approve{background:#15803d;color:#fff}.decline{background:#e5e7eb;color:#111827}
.notice{padding:.8rem;border-radius:8px;background:#fee2e2;color:#991b1b}
`;
