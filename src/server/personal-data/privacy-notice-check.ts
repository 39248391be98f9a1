import { keyedError } from '#server/http/http-error.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/personal-data/privacy-notice.ts';

/**
 * Refuses (409) a booking sent without the privacy notice's current version: the customer
 * agrees to the notice the form showed them, so a page loaded before the words changed (or a
 * caller that showed none) must show the new one first (decision 0050).
 */
export function assertCurrentPrivacyNotice(version: string | undefined): void {
  if (version !== PRIVACY_NOTICE_VERSION) throw keyedError(409, 'privacyNoticeOutdated');
}
