import type { FormMessageKey } from '#shared/validation/form-messages.ts';

/** The server's upload limit (5 MiB); it re-checks every file, this only saves a wasted upload. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen screenshot cannot be sent, as a message key (the form shows it through
 * useFormMessage(), like the server's answer to the same problem), or null when it looks fine.
 */
export function checkProofFile(file: File): FormMessageKey | null {
  if (!file.type.startsWith('image/')) return 'screenshotNotImage';
  if (file.size > MAX_PROOF_BYTES) return 'screenshotTooLarge';
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
