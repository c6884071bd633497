import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A secret the panel must read back, at rest: AES-256-GCM under the sealing key (`GAME_DB_KEY`,
// or the key `resolveGameDbKey` keeps in `DATA_DIR/game-db.key`), a fresh 12-byte nonce each
// time, written `v1.<nonce>.<tag>.<ciphertext>` in base64url. Game databases' passwords
// (docs/decisions/2026-11-28-game-databases.md) and webhook subscriptions' secrets
// (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery") are sealed this way.

export function seal(key: Buffer, text: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The text; throws when it was not sealed under `key` or was changed. */
export function unseal(key: Buffer, sealedText: string): string {
  const [version, nonce, tag, sealed] = sealedText.split('.');
  if (version !== 'v1' || !nonce || !tag || sealed === undefined) {
    throw new Error('unknown sealed text format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
