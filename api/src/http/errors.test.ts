import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from './errors.ts';

describe('errorBody', () => {
  it('fills a field message’s placeholders with the error’s params, as in the message itself', () => {
    const error = new AppError({
      status: 422,
      key: 'bonus.errors.belowMinimumDeposit',
      message: 'deposit below the bonus minimum',
      params: { min: 'R$ 20,00' },
      fieldErrors: { amount: ['bonus.errors.belowMinimumDeposit', 'typed as is'] },
    });
    const body = errorBody(error, 'en');
    expect(body.message).toBe('The minimum deposit for this bonus is R$ 20,00.');
    expect(body.errors).toEqual({ amount: ['The minimum deposit for this bonus is R$ 20,00.', 'typed as is'] });
    expect(errorBody(error, 'pt-BR').errors?.amount?.[0]).not.toContain('{{');
  });

  it('says each text once under a field, however many checks gave it', () => {
    const error = new AppError({
      status: 400,
      key: 'validation.invalid',
      message: 'invalid input',
      fieldErrors: { first_name: ['validation.firstNameRequired', 'validation.firstNameRequired', 'validation.nameTooLong'], email: ['taken', 'taken'] },
    });
    expect(errorBody(error, 'tr').errors).toEqual({ first_name: ['Ad zorunludur.', 'En fazla 60 karakter kullanın.'], email: ['taken'] });
  });
});
