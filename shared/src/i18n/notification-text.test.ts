import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../state/user.ts';
import common from './locales/common/en.json';
import { notificationText, notificationTitle } from './notification-text.ts';

const CATALOGUE: Record<string, string> = {
  'common:auth.banned': 'Your account has been banned. Please contact support.',
  'common:notifications.default': 'You have a new notification.',
  'common:notifications.withdrawalPaid': 'Your withdrawal of {{amount}} has been paid.',
  'common:notifications.titles.withdrawalPaid': 'Withdrawal paid',
};
const i18n = {
  exists: (key: string) => key in CATALOGUE,
  t: (key: string, params?: Record<string, unknown>) => (CATALOGUE[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name])),
} as unknown as Parameters<typeof notificationText>[1];

const notification = (translation_key: string, message: string, translation_params: Notification['translation_params'] = {}): Notification => ({
  id: 1,
  message,
  translation_key,
  translation_params,
  read_at: null,
  created_at: '2026-11-28T12:00:00Z',
});

describe('notificationText', () => {
  it('shows the message of a row naming a text that is not a notification’s, and drops i18next options from the parameters', () => {
    expect(notificationText(notification('auth.banned', 'Promo of the week'), i18n)).toBe('Promo of the week');
    expect(notificationText(notification('notifications.titles.withdrawalPaid', 'Paid'), i18n)).toBe('Paid');
    const seen: Record<string, unknown>[] = [];
    const spy = {
      exists: i18n.exists,
      t: (key: string, params: Record<string, unknown>) => (seen.push(params), i18n.t(key, params)),
    } as unknown as typeof i18n;
    notificationText(notification('notifications.withdrawalPaid', 'Paid', { amount: 'R$ 1,00', lng: 'tr', defaultValue: 'x', context: 'bonus' }), spy);
    expect(seen).toEqual([{ amount: 'R$ 1,00', context: 'bonus' }]);
  });

  it('translates a key the catalogue has, with its parameters', () => {
    expect(notificationText(notification('notifications.withdrawalPaid', 'Seu saque foi pago.', { amount: 'R$ 800,00' }), i18n)).toBe(
      'Your withdrawal of R$ 800,00 has been paid.',
    );
  });

  it("shows a plain message (the default key) as written, not the catalogue's generic text", () => {
    expect(notificationText(notification('notifications.default', 'Weekend bonus unlocked!'), i18n)).toBe('Weekend bonus unlocked!');
  });

  it("falls back to the server's message for a key it does not know", () => {
    expect(notificationText(notification('x.unknown', 'Deposit confirmed'), i18n)).toBe('Deposit confirmed');
  });
});

describe('a settled bet with a bonus share (the API sends the outcome’s key with a context)', () => {
  it('reads the outcome’s text for both balances or for the bonus one only, under the outcome’s title', async () => {
    const real = createInstance();
    await real.init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: { common } }, interpolation: { escapeValue: false } });
    const settled = (context: string) => notification('notifications.betWon', 'Sua aposta ganhou', { bet: '7', amount: 'R$ 0,00', bonus: 'R$ 12,50', context });
    expect(notificationText(settled('bonusOnly'), real)).toBe('Your bet #7 won: R$ 12,50 paid to your bonus balance.');
    expect(notificationText(settled('bonus'), real)).toBe('Your bet #7 won: R$ 0,00 paid to your balance and R$ 12,50 to your bonus balance.');
    expect(notificationTitle(settled('bonus'), real)).toBe('Bet won');
  });
});

describe('notificationTitle', () => {
  it('names a service message by its kind, keeps a title of its own, and leaves the rest to the default', () => {
    expect(notificationTitle(notification('notifications.withdrawalPaid', 'Seu saque foi pago.'), i18n)).toBe('Withdrawal paid');
    expect(notificationTitle({ ...notification('notifications.default', 'Fim de semana'), title: 'Promoção' }, i18n)).toBe('Promoção');
    expect(notificationTitle(notification('notifications.default', 'Weekend bonus unlocked!'), i18n)).toBeNull();
    expect(notificationTitle(notification('x.unknown', 'Deposit confirmed'), i18n)).toBeNull();
  });
});
