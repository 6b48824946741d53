/** @jest-environment node */
import { changePasswordSchema, loginSchema, newPasswordSchema, registerSchema, verifyCodeSchema } from '@/lib/validation/auth';
import { firstErrors } from '@/lib/validation/zod';
import type { z } from 'zod';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrors(result.error);
}

describe('the auth forms speak the spec', () => {
  const register = { name: 'Amina', email: 'amina@example.com', password: 'secret1', password_confirmation: 'secret1' };

  it('accepts a complete registration', () => {
    expect(errorsOf(registerSchema, register)).toEqual({});
  });

  it.each([
    [{ ...register, name: ' ' }, 'name', 'Please fill in all fields.'],
    [{ ...register, password_confirmation: '' }, 'password_confirmation', 'Please fill in all fields.'],
    [{ ...register, password: 'abc', password_confirmation: 'abc' }, 'password', 'Password must be at least 6 characters.'],
    [{ ...register, password_confirmation: 'secret2' }, 'password_confirmation', 'Passwords do not match.'],
  ])('registration %#: %s says %s', (input, field, message) => {
    expect(errorsOf(registerSchema, input)[field as string]).toBe(message);
  });

  it('requires the login fields', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' }).email).toBe('Please enter your email or phone and your password.');
  });

  it('limits the reset code to 6 characters', () => {
    expect(errorsOf(verifyCodeSchema, { code: '1234567' }).code).toBe('The code has 6 digits.');
    expect(errorsOf(verifyCodeSchema, { code: '' }).code).toBe('Please enter the code.');
    expect(errorsOf(verifyCodeSchema, { code: '123456' })).toEqual({});
  });

  it('checks the new password and the change password form', () => {
    expect(errorsOf(newPasswordSchema, { password: 'secret1', password_confirmation: 'secret9' }).password_confirmation).toBe('Passwords do not match.');
    expect(
      errorsOf(changePasswordSchema, { current_password: 'x', new_password: 'secret1', new_password_confirmation: 'secret2' }).new_password_confirmation,
    ).toBe('New passwords do not match.');
    expect(errorsOf(changePasswordSchema, { current_password: '', new_password: '', new_password_confirmation: '' }).current_password).toBe(
      'Please fill in all fields.',
    );
  });
});
