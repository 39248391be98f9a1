/**
 * What an Indian online seller must publish (Consumer Protection (E-Commerce) Rules, 2020, rules 4
 * and 5, and the IT Act's privacy rules): three texts the owner writes, and the grievance officer's
 * name, designation and contact.
 */
export const POLICY_DOCUMENTS = ['refund', 'privacy', 'terms'] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

/** Every policy page customers can open: the three texts and the grievance officer. */
export const POLICY_PAGES = [...POLICY_DOCUMENTS, 'grievanceOfficer'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

/**
 * Rule 4(5): the grievance officer acknowledges a complaint within 48 hours and redresses it
 * within one month of receiving it. The customer page states these promises.
 */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
