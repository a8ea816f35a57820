/**
 * Encryption at rest for secrets the server must read back (TOTP seeds): AES-256-GCM with a
 * random 96-bit nonce. Format: `v1.<nonce>.<ciphertext+tag>` in base64url. And keyed hashes of
 * secrets only ever compared (recovery codes).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  /**
   * HMAC-SHA256 of a secret within a scope, for secrets looked up by equality: short ones (a
   * recovery code has 40 bits) cannot be guessed from a leaked database without the server's key.
   */
  fingerprint(scope: string, secret: string): Buffer;
}

export function createSecretBox(secretKey: string): SecretBox {
  const key = createHash('sha256').update(secretKey, 'utf8').digest();
  // Its own key: a fingerprint must never be usable as the encryption key, nor the reverse.
  const fingerprintKey = createHash('sha256').update(`fingerprint:${secretKey}`, 'utf8').digest();
  return {
    fingerprint(scope, secret) {
      return createHmac('sha256', fingerprintKey).update(`${scope}:${secret}`, 'utf8').digest();
    },
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `v1.${nonce.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [version, nonceText, bodyText] = sealed.split('.');
      if (version !== 'v1' || !nonceText || !bodyText) throw new Error('unknown sealed format');
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonceText, 'base64url'));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
    },
  };
}
