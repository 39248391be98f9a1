import type { PolicyPage } from '#shared/policies/required-policies.ts';

/** Keys of the settings table. */
export const SITE_MODE_KEY = 'site_mode';
export const SITE_INFO_KEY = 'site_info';
/** The address the server last started with, so `npm run admin` prints a sign-in link that works. */
export const SERVED_URL_KEY = 'served_url';
/** One row per policy page (POLICY_PAGES): published once the owner first saves it. */
export const policySettingKey = (page: PolicyPage) => `policy_${page}`;
/** The column mapping staff saved for a bank without a preset (Payments desk). */
export const STATEMENT_MAPPING_KEY = 'statement_mapping';
/** "true" when the owner requires two-factor sign-in of staff too (owners always need it). */
export const TWO_FACTOR_FOR_STAFF_KEY = 'two_factor_required_for_staff';
/** The owner's payment-hold settings (decision 0032): JSON of HoldSettings. */
export const HOLD_SETTINGS_KEY = 'payment_holds';
/** Hours an admin session may go unused (decision 0037); DEFAULT_IDLE_HOURS until set. */
export const SESSION_IDLE_KEY = 'admin_session_idle_hours';
/** The random key the client address is hashed with while a hold is open (decision 0032). */
export const HOLD_CLIENT_KEY = 'hold_client_key';
/** The random key device cookies are signed with (auth/device-cookie, decision 0037). */
export const DEVICE_COOKIE_KEY = 'device_cookie_key';
/** The owner's WhatsApp and SMS choices (admin Messages page): JSON of MessageSettings. */
export const MESSAGE_SETTINGS_KEY = 'message_settings';
/** The random key mobile-number codes are hashed with (mobile-codes/code-hash, issue 36). */
export const MOBILE_CODE_KEY = 'mobile_code_key';
/** The owner's cancellation cut-off and charge (admin Policies page, issue 37): JSON. */
export const CANCELLATION_SETTINGS_KEY = 'cancellation_settings';
/**
 * When the owner last saved or confirmed prices (`prices`) or fitting days and slots
 * (`fittingDays`): the go-live checklist's "reviewed" items. An ISO time; absent until then.
 */
export const goLiveReviewedKey = (item: 'prices' | 'fittingDays') =>
  item === 'prices' ? 'go_live_reviewed_prices' : 'go_live_reviewed_fitting_days';
/** The owner's retention periods for customers' data (decision 0050): JSON of RetentionSettings. */
export const RETENTION_SETTINGS_KEY = 'personal_data_retention';
