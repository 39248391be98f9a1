import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The keys that seal secrets kept in the database (TOTP secrets): never in the database nor its
 * backups (decision 0038). The first key seals; every key opens, so a rotation can go on while
 * older rows still carry the old key.
 */
export interface Keyring {
  keys: readonly SecretsKey[];
}

export interface SecretsKey {
  /** A fingerprint of the key, stored beside each ciphertext: which key opens it. */
  id: string;
  key: Buffer;
}

/** A stored secret that the keys at hand cannot open: the wrong key, or one no longer given. */
export class SecretsKeyError extends Error {}

const FORMAT = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** 16 hex digits of the key's SHA-256: names the key, says nothing usable about it. */
export function secretsKeyOf(key: Buffer): SecretsKey {
  if (key.length !== KEY_BYTES) throw new SecretsKeyError(`a key must be ${KEY_BYTES} bytes`);
  const id = createHash('sha256').update('hsrp secrets key id\0').update(key).digest('hex');
  return { id: id.slice(0, 16), key };
}

export function newSecretsKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${FORMAT}.`);
}

/** The id of the key a sealed value was sealed with. */
export function sealedWith(stored: string): string | undefined {
  return isSealed(stored) ? stored.split('.')[1] : undefined;
}

/**
 * AES-256-GCM with the first key: "v1.<key id>.<iv>.<ciphertext>.<tag>". `context` (the row it is
 * kept in) is authenticated too, so a sealed value copied into another row does not open.
 */
export function sealSecret(keyring: Keyring, plain: string, context: string): string {
  const [current] = keyring.keys;
  if (!current) throw new SecretsKeyError('no key to seal with');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv).setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return [FORMAT, current.id, ...parts].join('.');
}

/** The secret a sealed value holds; throws SecretsKeyError when no key at hand opens it. */
export function openSecret(keyring: Keyring, stored: string, context: string): string {
  const [format, keyId, iv, sealed, tag] = stored.split('.');
  if (format !== FORMAT || !iv || sealed === undefined || !tag) {
    throw new SecretsKeyError('not a sealed secret');
  }
  const key = keyring.keys.find((k) => k.id === keyId);
  if (!key) throw new SecretsKeyError(`sealed with key ${keyId}, which is not given`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(context))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(sealed, 'base64url'), decipher.final()]).toString();
  } catch {
    throw new SecretsKeyError(`key ${keyId} does not open it: altered, or moved from another row`);
  }
}
