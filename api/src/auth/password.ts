// Password hashing with scrypt (memory-hard, node:crypto). The stored string carries its parameters and
// salt, so the cost can be raised later without breaking existing hashes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^14, r=8, p=5 (16 MiB, about 0.3 s here). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verification (unknown user names must not answer faster). */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(params: ScryptParams = OWASP_SCRYPT): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, params);
    return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  };
  const verify = async (password: string, stored: string) => {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
    const salt = Buffer.from(parts[4], 'base64');
    const expected = Buffer.from(parts[5], 'base64');
    const actual = await scrypt(password, salt, { N, r, p });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(12).toString('base64'));
      await verify(password, await dummy);
    },
  };
}
