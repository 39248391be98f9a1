import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  url: string;
  port: number;
  received: ParsedMail[];
  /** The most messages that were being received at one moment. */
  mostAtOnce(): number;
  /** Waits until `count` mails have arrived (or fails after the timeout). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /**
   * Answers no message until this many have been received at once (a slow provider's pace, so a
   * test sees whether a sender keeps several going), then every one; after `holdMs` it answers
   * anyway.
   */
  answerWhenAtOnce?: number;
  holdMs?: number;
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpTestServer(
  port = 0,
  { answerWhenAtOnce = 1, holdMs = 3000 }: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  let atOnce = 0;
  let most = 0;
  const held: (() => void)[] = [];
  const releaseHeld = () => {
    for (const release of held.splice(0)) release();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      atOnce += 1;
      most = Math.max(most, atOnce);
      const answer = (error?: Error) => {
        atOnce -= 1;
        callback(error);
      };
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          held.push(() => answer());
          if (most >= answerWhenAtOnce) releaseHeld();
          else setTimeout(releaseHeld, holdMs);
        },
        (error: Error) => answer(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    mostAtOnce: () => most,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, got ${received.length} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
