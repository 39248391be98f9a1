import escapeHtml from 'escape-html';
import { SECRET_PLACEHOLDER } from '../repositories/outbox.repository';

export interface StoredMailBody {
  textBody: string;
  htmlBody: string;
  secret: string | null;
}

/** The mail as sent, or undefined when it needs a secret that is no longer kept. */
export function renderMailBody({
  textBody,
  htmlBody,
  secret,
}: StoredMailBody): { text: string; html: string } | undefined {
  const needsSecret =
    textBody.includes(SECRET_PLACEHOLDER) || htmlBody.includes(SECRET_PLACEHOLDER);
  if (!needsSecret) return { text: textBody, html: htmlBody };
  if (secret === null) return undefined;
  return {
    text: textBody.replaceAll(SECRET_PLACEHOLDER, secret),
    html: htmlBody.replaceAll(SECRET_PLACEHOLDER, escapeHtml(secret)),
  };
}
