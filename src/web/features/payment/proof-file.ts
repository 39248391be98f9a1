import { en } from '#web/i18n/en.ts';

/** The server's upload limit (5 MiB); it re-checks every file, this only saves a wasted upload. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen screenshot cannot be sent, or null when it looks fine. In English, like the
 * server's words for the same problems: the form shows either through useFormMessage().
 */
export function checkProofFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return en.formMessages.screenshotNotImage;
  if (file.size > MAX_PROOF_BYTES) return en.formMessages.screenshotTooLarge;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
