import { describe, expect, it } from 'vitest';
import { HTTPError, NetworkError } from 'ky';
import { initialsOf } from '../format/initials.ts';
import { normaliseCodeInput } from './code-input.ts';
import { objectSchema } from './object-schema.ts';
import { readApiError } from './read-api-error.ts';
import { validateForm } from './validate-form.ts';
import { changePasswordRequest, codeField, profileUpdateRequest } from '../contract/index.ts';

describe('validateForm with the shared schemas', () => {
  it('gives the first message key per field', () => {
    expect(validateForm(changePasswordRequest, { current_password: '', password: 'short', password_confirmation: 'other' })).toEqual({
      current_password: 'validation.passwordRequired',
      password: 'validation.passwordTooShort',
      password_confirmation: 'validation.passwordsDoNotMatch',
    });
    expect(validateForm(changePasswordRequest, { current_password: 'same pass 1', password: 'same pass 1', password_confirmation: 'same pass 1' })).toEqual({
      password: 'validation.samePassword',
    });
  });

  it('accepts the profile request this page sends, with nulls for cleared fields', () => {
    expect(validateForm(profileUpdateRequest, { address: null, city: 'Recife', country: null, birthdate: null, email_marketing: true })).toEqual({});
    expect(validateForm(profileUpdateRequest, { birthdate: '17/05/1990' })).toEqual({ birthdate: 'validation.birthdateInvalid' });
  });

  it('builds an object schema from field schemas', () => {
    const schema = objectSchema({ code: codeField });
    expect(validateForm(schema, { code: '' })).toEqual({ code: 'validation.codeRequired' });
    expect(validateForm(schema, { code: '12345' })).toEqual({ code: 'validation.codeLength' });
    expect(validateForm(schema, { code: '123456' })).toEqual({});
  });
});

describe('readApiError', () => {
  const httpError = (status: number, data: unknown) => {
    const request = new Request('http://localhost/api/palpite/x');
    const error = new HTTPError(new Response(null, { status }), request, {} as never);
    Object.defineProperty(error, 'data', { value: data });
    return error;
  };

  it('reads the server message and the first error of each field', () => {
    const view = readApiError(
      httpError(422, { success: false, message: 'Check your information and try again.', errors: { current_password: ['Wrong.', 'Other'] } }),
    );
    expect(view).toEqual({
      message: 'Check your information and try again.',
      messageKey: null,
      params: {},
      fallbackKey: 'unexpectedError',
      fieldErrors: { current_password: 'Wrong.' },
      status: 422,
    });
  });

  it('keeps a message key sent without its words', () => {
    const view = readApiError(httpError(409, { success: false, message_key: 'transactions.nothingToExport', translation_params: { count: 0 } }));
    expect(view).toMatchObject({ message: null, messageKey: 'transactions.nothingToExport', params: { count: 0 }, status: 409 });
  });

  it('falls back to a key without a body, and to networkError without a connection', () => {
    expect(readApiError(httpError(500, undefined), 'auth.sendFailed')).toMatchObject({ message: null, fallbackKey: 'auth.sendFailed', status: 500 });
    expect(readApiError(new TypeError('Failed to fetch'))).toMatchObject({ message: null, fallbackKey: 'networkError' });
    // What ky rejects with in a browser with no connection.
    expect(readApiError(new NetworkError(new Request('http://localhost/api/palpite/user')))).toMatchObject({ message: null, fallbackKey: 'networkError' });
  });
});

describe('small helpers', () => {
  it('keeps six digits in a code field', () => {
    expect(normaliseCodeInput('12a3-4 5678')).toBe('123456');
  });

  it('makes initials from the first name, GU without one', () => {
    expect(initialsOf('ana clara')).toBe('AC');
    expect(initialsOf('  ')).toBe('GU');
  });
});
