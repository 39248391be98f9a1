import fs from 'node:fs';
import { newSecretsKey } from './secret-box.ts';

/**
 * Writes the key file's keys, the sealing one first: into a new file renamed over the old, so a
 * crash leaves the old file or the new one whole, never half of one.
 */
export function writeKeyFile(file: string, keys: readonly string[]): void {
  const partial = `${file}.new`;
  fs.writeFileSync(partial, `${keys.join('\n')}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** The key file's keys as written (base64), the sealing one first. */
export function readKeyFileKeys(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Puts a new key first in the key file, the old ones kept behind it to open what they sealed. */
export function addNewKeyFirst(file: string): void {
  writeKeyFile(file, [newSecretsKey(), ...readKeyFileKeys(file)]);
}
