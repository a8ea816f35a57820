/**
 * The sandbox provider's game page: plain server-rendered HTML, no script and no inline style, so
 * the site's Content-Security-Policy allows it (the form posts to this origin; the stylesheet
 * comes from this origin). The casino front end opens the launch URL in an iframe or a new tab.
 */
import { formatBrl, parseUnits } from '../../../domain/money.ts';
import { translate, type Language } from '../../../i18n/messages.ts';
import type { SertaoSymbol } from './game.ts';
import type { SpinResult } from './provider.ts';

const SYMBOLS: Record<SertaoSymbol, string> = { sol: '☀️', mandacaru: '🌵', chapeu: '🤠', sanfona: '🪗', estrela: '⭐', vazio: '·' };
export const STAKES = ['0.20', '0.50', '1.00', '2.00', '5.00', '10.00'];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * `R$ 1.314,19` for the provider's decimal reais ("1314.19"): money reads as on the rest of the
 * site, in pt-BR format whatever the page's language (spec §1); text that is no such amount shows as it came.
 */
function formatReais(reais: string): string {
  const centavos = parseUnits(reais, 2);
  return centavos === null ? reais : formatBrl(centavos);
}

export interface GamePageInput {
  language: Language;
  prefix: string;
  session: string | null;
  balance: string | null;
  mode: 'real' | 'demo';
  freeSpinsLeft: number;
  last: SpinResult | null;
  /** What went wrong, as the provider's or the casino wallet's error code (shown in the page's language). */
  error: { code: string } | null;
  stake: string;
}

/** The codes a player can meet on the game page, by their text under `seamless.sandbox.errors`; any other is `other`. */
const ERROR_TEXTS: Record<string, string> = {
  SESSION_INVALID: 'sessionInvalid',
  SESSION_EXPIRED: 'sessionExpired',
  INVALID_TOKEN: 'sessionInvalid',
  WALLET_UNAVAILABLE: 'walletUnavailable',
  INSUFFICIENT_FUNDS: 'insufficientFunds',
  PLAYER_BLOCKED: 'playerBlocked',
  RESPONSIBLE_GAMBLING_LIMIT: 'limitReached',
};

export function gamePage(input: GamePageInput): string {
  const t = (key: string, params?: Record<string, string | number>) => escapeHtml(translate(`seamless.sandbox.${key}`, input.language, params) ?? key);
  const base = `${input.prefix}/sandbox-provider/sertao-gaming`;
  const window = input.last?.spin?.window ?? [
    ['sol', 'estrela', 'sanfona'],
    ['mandacaru', 'sol', 'chapeu'],
    ['estrela', 'vazio', 'estrela'],
  ];
  const reels = window
    .map(
      (row, index) =>
        `<div class="row${index === 1 ? ' line' : ''}">${row.map((symbol) => `<span class="cell">${SYMBOLS[symbol as SertaoSymbol] ?? '?'}</span>`).join('')}</div>`,
    )
    .join('');
  const result = input.last?.spin
    ? `<p class="result">${input.last.spin.payoutCentavos > 0 ? t('won', { amount: formatReais(input.last.win) }) : t('noWin')}</p>`
    : '';
  const form = input.session
    ? `<form method="post" action="${escapeHtml(base)}/play">
  <input type="hidden" name="session" value="${escapeHtml(input.session)}">
  <input type="hidden" name="lang" value="${escapeHtml(input.language)}">
  <label>${t('stake')} <select name="stake">${STAKES.map((stake) => `<option value="${stake}"${stake === input.stake ? ' selected' : ''}>${escapeHtml(formatReais(stake))}</option>`).join('')}</select></label>
  <button type="submit">${input.freeSpinsLeft > 0 ? t('freeSpin', { count: input.freeSpinsLeft }) : t('spin')}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sol do Sertão · Sertão Gaming</title>
<link rel="stylesheet" href="${escapeHtml(base)}/game.css">
</head>
<body>
<main class="game">
<p class="badge">${t('badge')}${input.mode === 'demo' ? ` · ${t('demo')}` : ''}</p>
<h1>Sol do Sertão</h1>
${input.error ? `<p class="notice" role="alert">${t(`errors.${Object.hasOwn(ERROR_TEXTS, input.error.code) ? ERROR_TEXTS[input.error.code] : 'other'}`)}</p>` : ''}
<div class="reels">${reels}</div>
${result}
<p class="balance">${t('balance')}: <strong>${escapeHtml(formatReais(input.balance ?? '0.00'))}</strong></p>
${form}
</main>
</body>
</html>
`;
}

export const GAME_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#3b1d0e;color:#fff7e6}
.game{max-width:26rem;margin:2rem auto;padding:1.5rem;background:linear-gradient(#b4531d,#6d2c0d);border-radius:16px;text-align:center}
.badge{display:inline-block;margin:0;padding:.2rem .6rem;border-radius:999px;background:#fef3c7;color:#92400e;font-size:.8rem;font-weight:600}
h1{margin:.6rem 0 1rem;font-size:1.8rem}
.reels{display:grid;gap:.3rem;background:#2b1408;padding:.6rem;border-radius:12px}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:.3rem}.row.line .cell{outline:2px solid #fbbf24}
.cell{display:block;padding:.6rem 0;background:#fff7e6;color:#3b1d0e;border-radius:8px;font-size:2rem}
.result{font-size:1.2rem;font-weight:700}.balance{margin:1rem 0}
form{display:flex;gap:.6rem;justify-content:center;align-items:center;flex-wrap:wrap}
select,button{padding:.6rem .8rem;border-radius:8px;border:0;font-size:1rem}
button{background:#fbbf24;color:#3b1d0e;font-weight:700;cursor:pointer}
.notice{padding:.6rem;border-radius:8px;background:#fee2e2;color:#991b1b}
`;
