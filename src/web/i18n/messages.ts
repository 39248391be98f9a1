import { en } from './en.ts';
import { messageGroup } from './message-group.ts';

/*
 * Each screen's messages: a group a component reads with useMessages() (language-context.tsx),
 * which gives its texts in the page's language. Defined once, here.
 */
export const layoutMessages = messageGroup('layout', en.layout);
export const commonMessages = messageGroup('common', en.common);
export const homeMessages = messageGroup('home', en.home);
export const policiesMessages = messageGroup('policies', en.policies);
export const bookingMessages = messageGroup('booking', en.booking);
export const installationMessages = messageGroup('installation', en.installation);
export const formMessages = messageGroup('formMessages', en.formMessages);
export const vehicleTypeMessages = messageGroup('vehicleTypes', en.vehicleTypes);
export const serviceTitleMessages = messageGroup('serviceTitles', en.serviceTitles);
export const serviceSummaryMessages = messageGroup('serviceSummaries', en.serviceSummaries);
export const stateMessages = messageGroup('states', en.states);
