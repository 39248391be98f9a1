import * as z from 'zod';
import { givenSettings, parseSettings } from '#server/config.ts';
import { providerApiUrl } from '../provider-api-url.ts';

/** MSG91's API address, as its send-SMS documentation gives it. */
export const MSG91_DEFAULT_API_URL = 'https://control.msg91.com';

/** Long enough that the delivery-report URL cannot be guessed. */
export const MSG91_WEBHOOK_TOKEN_MIN_LENGTH = 32;

const Msg91EnvSchema = z.object({
  // The auth key travels in a header.
  MSG91_API_URL: providerApiUrl(MSG91_DEFAULT_API_URL),
  MSG91_AUTH_KEY: z
    .string()
    .regex(/^[\w-]+$/, 'must be the auth key from MSG91 (letters and digits)')
    .optional(),
  /** MSG91 does not sign its delivery reports: this secret in their URL is what admits them. */
  MSG91_WEBHOOK_TOKEN: z
    .string()
    .min(
      MSG91_WEBHOOK_TOKEN_MIN_LENGTH,
      `must be at least ${MSG91_WEBHOOK_TOKEN_MIN_LENGTH} random characters`,
    )
    .regex(/^[\w-]+$/, 'must be URL-safe (letters, digits, - and _)')
    .optional(),
});

export type Msg91Config = {
  /** Without a trailing slash. */
  apiUrl: string;
  authKey: string;
  /** Unset: delivery reports are refused, sending still works. */
  webhookToken?: string;
};

/** The SMS channel's settings, or undefined (channel off) without an auth key. */
export function readMsg91Config(env: NodeJS.ProcessEnv = process.env): Msg91Config | undefined {
  const present = Object.fromEntries(
    Object.entries(givenSettings(env)).filter(([name]) => name.startsWith('MSG91_')),
  );
  const e = parseSettings(Msg91EnvSchema, present);
  if (e.MSG91_AUTH_KEY === undefined) return undefined;
  return {
    apiUrl: e.MSG91_API_URL,
    authKey: e.MSG91_AUTH_KEY,
    webhookToken: e.MSG91_WEBHOOK_TOKEN,
  };
}
