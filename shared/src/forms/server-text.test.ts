import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { apiErrorText, failedCallText, keysOfText, saysTheSame, serverTextOf, showText } from './server-text.ts';
import type { ApiErrorView } from './read-api-error.ts';

const PT = {
  validation: { required: 'Obrigatório.', tooLong: 'Use no máximo {{max}} caracteres.' },
  wallet: { required: 'Obrigatório.', left_one: 'Resta {{count}} saque.', left_other: 'Restam {{count}} saques.' },
  doc: { rejected_identity: 'Documento de identidade recusado: {{reason}}' },
  networkError: 'Sem conexão. Verifique sua internet e tente novamente.',
  unexpectedError: 'Algo deu errado. Tente novamente.',
};
const EN = {
  validation: { required: 'Required.', tooLong: 'Use at most {{max}} characters.' },
  wallet: { required: 'Enter an amount.', left_one: '{{count}} withdrawal left.', left_other: '{{count}} withdrawals left.' },
  doc: { rejected_identity: 'Identity document rejected: {{reason}}' },
  networkError: 'No connection. Check your internet and try again.',
  unexpectedError: 'Something went wrong. Please try again.',
};

async function translatorIn(language: 'pt-BR' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'pt-BR',
    defaultNS: 'common',
    resources: { 'pt-BR': { common: PT }, en: { common: EN } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const view = (overrides: Partial<ApiErrorView> = {}): ApiErrorView => ({
  message: null,
  messageKey: null,
  params: {},
  fallbackKey: 'unexpectedError',
  fieldErrors: {},
  status: 422,
  ...overrides,
});

describe('keysOfText', () => {
  it('finds the key a server’s words came from, with their values filled in', () => {
    expect(keysOfText(PT, 'Use no máximo 60 caracteres.', { max: 60 })).toEqual(['validation.tooLong']);
    expect(keysOfText(PT, 'Restam 3 saques.', { count: 3 })).toEqual(['wallet.left']);
    expect(keysOfText(PT, 'Documento de identidade recusado: ilegível', { context: 'identity', reason: 'ilegível' })).toEqual(['doc.rejected']);
  });

  it('names every key that reads so, and none for words it does not hold', () => {
    expect(keysOfText(PT, 'Obrigatório.')).toEqual(['validation.required', 'wallet.required']);
    expect(keysOfText(PT, 'Só o servidor diz isto.')).toEqual([]);
    expect(keysOfText(PT, '')).toEqual([]);
    expect(keysOfText(undefined, 'Obrigatório.')).toEqual([]);
  });
});

describe('showText', () => {
  it('draws a field’s error read back to its key in the language picked since', async () => {
    const answer = view({ message: 'Verifique os campos.', messageKey: 'validation.invalid', params: { max: 60 } });
    const shown = serverTextOf(answer, 'Use no máximo 60 caracteres.', PT);
    expect(showText(await translatorIn('en'), shown)).toBe('Use at most 60 characters.');
  });

  it('keeps the server’s words where keys that read alike then read differently', async () => {
    const shown = serverTextOf(view({ message: 'x', messageKey: 'validation.invalid' }), 'Obrigatório.', PT);
    expect(showText(await translatorIn('pt-BR'), shown)).toBe('Obrigatório.');
    expect(showText(await translatorIn('en'), shown)).toBe('Obrigatório.');
  });

  it('draws the answer’s message from its key, and keeps its words for a key it does not have', async () => {
    const en = await translatorIn('en');
    expect(apiErrorText(view({ message: 'Restam 2 saques.', messageKey: 'wallet.left', params: { count: 2 } }), en)).toBe('2 withdrawals left.');
    expect(apiErrorText(view({ message: 'Versão bloqueada.', messageKey: 'ops.locked' }), en)).toBe('Versão bloqueada.');
    expect(apiErrorText(view({ message: 'Sem chave.' }), en)).toBe('Sem chave.');
    expect(apiErrorText(view(), en)).toBeNull();
  });

  it('draws a message sent as its key alone, and none for a key this app does not have', async () => {
    const en = await translatorIn('en');
    expect(apiErrorText(view({ messageKey: 'wallet.left', params: { count: 1 } }), en)).toBe('1 withdrawal left.');
    expect(apiErrorText(view({ messageKey: 'ops.locked' }), en)).toBeNull();
  });
});

describe('failedCallText', () => {
  it('says there is no connection when the call got no answer, even where the caller has its own words', async () => {
    const offline = view({ fallbackKey: 'networkError', status: null });
    expect(failedCallText(offline, await translatorIn('en'), 'Your sessions could not be loaded.')).toBe('No connection. Check your internet and try again.');
    expect(failedCallText(offline, await translatorIn('pt-BR'))).toBe('Sem conexão. Verifique sua internet e tente novamente.');
  });

  it('says the server’s message in the language on show, else the caller’s words, else the text for the kind of failure', async () => {
    const en = await translatorIn('en');
    const refused = view({ message: 'Restam 2 saques.', messageKey: 'wallet.left', params: { count: 2 } });
    expect(failedCallText(refused, en, 'Your sessions could not be loaded.')).toBe('2 withdrawals left.');
    expect(failedCallText(view(), en, 'Your sessions could not be loaded.')).toBe('Your sessions could not be loaded.');
    expect(failedCallText(view(), en)).toBe('Something went wrong. Please try again.');
  });
});

describe('saysTheSame', () => {
  it('takes two texts of an answer for one when their words or their keys agree', () => {
    const answer = view({ message: 'Obrigatório!', messageKey: 'wallet.required' });
    const message = serverTextOf(answer, 'Obrigatório!', PT);
    expect(saysTheSame(serverTextOf(answer, 'Obrigatório!', PT), message)).toBe(true);
    // Worded otherwise by a server with newer texts, yet from the same key.
    expect(saysTheSame(serverTextOf(answer, 'Obrigatório.', PT), message)).toBe(true);
    expect(saysTheSame(serverTextOf(answer, 'Use no máximo 60 caracteres.', PT), message)).toBe(false);
    expect(saysTheSame({ text: 'a' }, { text: 'b' })).toBe(false);
  });
});
