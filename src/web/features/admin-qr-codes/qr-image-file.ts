/** The server's upload limit (5 MiB); it re-checks every file, this only saves a wasted upload. */
const MAX_QR_BYTES = 5 * 1024 * 1024;

/** Why a chosen QR image cannot be sent, or null when it looks fine. */
export function checkQrImage(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file (PNG or JPG).';
  if (file.size > MAX_QR_BYTES) return 'The QR image must be 5 MB or smaller.';
  return null;
}
