/** The server's upload limit (5 MiB); it re-checks every file, this only saves a wasted upload. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** Why a chosen screenshot cannot be sent, or null when it looks fine. */
export function checkProofFile(file: File): string | null {
  if (!file.type.startsWith('image/')) {
    return 'Please choose an image file (for example JPG or PNG) for the payment screenshot.';
  }
  if (file.size > MAX_PROOF_BYTES) return 'The payment screenshot must be 5 MB or smaller.';
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
