import escapeHtml from 'escape-html';

/**
 * Where a mail's secret goes in its stored body. The outbox keeps the secret in a column of its
 * own and puts it in only when sending, so the kept body never holds a working link.
 */
export const SECRET_PLACEHOLDER = '{{secret}}';

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
