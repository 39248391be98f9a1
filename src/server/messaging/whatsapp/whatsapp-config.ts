import * as z from 'zod';
import { ConfigError, givenSettings, parseSettings } from '#server/config.ts';
import { providerApiUrl } from '../provider-api-url.ts';

/**
 * Meta's Graph API with its version pinned: a new version can change answers, so moving to one is
 * a deliberate change here, tested, not something that happens on Meta's release day.
 */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v26.0';

export interface WhatsAppConfig {
  /** Without a trailing slash. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** Answers Meta's GET check of the webhook address. */
  verifyToken: string;
  /** Keys the HMAC that signs each webhook event. */
  appSecret: string;
}

const NAMES = [
  'WHATSAPP_API_URL',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_TOKEN',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_APP_SECRET',
] as const;

// Tokens go into a header and the id into the URL's path: visible ASCII only, nothing that could
// end a header or climb out of the path.
const secret = (what: string) =>
  z.string().regex(/^[\x21-\x7e]+$/, `must be ${what}, printable characters without spaces`);

const WhatsAppEnvSchema = z.object({
  WHATSAPP_API_URL: providerApiUrl(DEFAULT_WHATSAPP_API_URL).refine(
    (value) => !/[?#]/.test(value),
    'must not carry a query or a fragment',
  ),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'must be the digits of the Phone number ID (WhatsApp > API Setup)')
    .optional(),
  WHATSAPP_TOKEN: secret('the access token').optional(),
  WHATSAPP_VERIFY_TOKEN: secret('the webhook verify token').optional(),
  WHATSAPP_APP_SECRET: secret('the app secret').optional(),
});

/**
 * The WhatsApp channel's settings, or undefined when none is set (the channel is off). A setup
 * with some settings but not all is refused: sending without the webhook's secrets would leave
 * every message's delivery unknown, and an unsigned webhook cannot be trusted.
 */
export function readWhatsAppConfig(
  env: NodeJS.ProcessEnv = process.env,
): WhatsAppConfig | undefined {
  const given = Object.fromEntries(
    Object.entries(givenSettings(env)).filter(([name]) => NAMES.some((known) => known === name)),
  );
  if (Object.keys(given).length === 0) return undefined;

  const {
    WHATSAPP_API_URL,
    WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_TOKEN,
    WHATSAPP_VERIFY_TOKEN,
    WHATSAPP_APP_SECRET,
  } = parseSettings(WhatsAppEnvSchema, given, 'Invalid WhatsApp configuration');
  if (
    !WHATSAPP_PHONE_NUMBER_ID ||
    !WHATSAPP_TOKEN ||
    !WHATSAPP_VERIFY_TOKEN ||
    !WHATSAPP_APP_SECRET
  ) {
    const missing = NAMES.filter((name) => name !== 'WHATSAPP_API_URL' && !(name in given));
    throw new ConfigError(
      `Incomplete WhatsApp configuration: set ${missing.join(', ')} as well, or unset every WHATSAPP_ setting to leave the channel off.`,
    );
  }
  return {
    apiUrl: WHATSAPP_API_URL,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    token: WHATSAPP_TOKEN,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
    appSecret: WHATSAPP_APP_SECRET,
  };
}
