import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A game database's password at rest: AES-256-GCM under `GAME_DB_KEY`, a fresh 12-byte nonce
// each time, written `v1.<nonce>.<tag>.<ciphertext>` in base64url
// (docs/decisions/2026-11-28-game-databases.md).

export function sealPassword(key: Buffer, password: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The password; throws when the text was not sealed under `key` or was changed. */
export function openPassword(key: Buffer, text: string): string {
  const [version, nonce, tag, sealed] = text.split('.');
  if (version !== 'v1' || !nonce || !tag || sealed === undefined) {
    throw new Error('unknown sealed password format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
