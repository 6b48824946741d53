// Hashing and checking passwords (argon2id). Their length bounds are the contract's
// (contract/rules/passwords.ts), which the storefront's forms check too.
import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash verifies nothing.
    return false;
  }
}

// Verifying against this when no account matches keeps "unknown email" as slow as "wrong password".
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
