import type { Installation } from '#shared/booking/booking-schema.ts';
import { en } from '#web/i18n/en.ts';

/**
 * The English words, for the admin area (English only). Customer pages read installationMessages:
 * `t[installation]` names a choice and `t[`${installation}Text`]` describes it.
 */
export const INSTALLATION_CHOICES: Record<Installation, { label: string; description: string }> = {
  home: { label: en.installation.home, description: en.installation.homeText },
  dealer: { label: en.installation.dealer, description: en.installation.dealerText },
};
