import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';

/** Router state the login page reads to say why the admin landed there. */
export interface LoginNoticeState {
  notice?: string;
  /** Filled in for them (a person who just set up their invited account). */
  email?: string;
}

export const SIGN_IN_REQUIRED: LoginNoticeState = { notice: ADMIN_MESSAGES.signInRequired };
