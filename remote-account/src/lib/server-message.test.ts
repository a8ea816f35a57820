import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { noticeOf, serverMessageText } from './server-message.ts';

// Says which key, namespace and values it was asked for, and the words it falls back to.
const t = vi.fn((key: string, options: Record<string, unknown>) => JSON.stringify({ key, ...options })) as unknown as TFunction<'account'>;

describe('server messages', () => {
  it('keeps a success notice by its key and values, with the server’s words to fall back on', () => {
    const notice = noticeOf({ message_key: 'rg.limitSaved', translation_params: { hours: 24 }, message: 'Limite salvo.' });
    expect(notice).toEqual({ key: 'rg.limitSaved', params: { hours: 24 }, serverText: 'Limite salvo.' });
    expect(JSON.parse(serverMessageText(t, notice))).toEqual({ key: 'rg.limitSaved', hours: 24, ns: 'common', defaultValue: 'Limite salvo.' });
  });

  it('keeps the words of an answer that names no key, as they came', () => {
    const notice = noticeOf({ message: 'Perfil atualizado.' });
    expect(notice).toEqual({ text: 'Perfil atualizado.' });
    expect(serverMessageText(t, notice)).toBe('Perfil atualizado.');
  });

  it('looks the key up in `common` whatever the server’s values are called', () => {
    const text = serverMessageText(t, { key: 'auth.sessionEnded', params: { ns: 'account' } });
    expect(JSON.parse(text)).toMatchObject({ key: 'auth.sessionEnded', ns: 'common' });
  });
});
