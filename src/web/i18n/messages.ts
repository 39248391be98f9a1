import { en } from './en.ts';
import { i18n } from './i18n.ts';

/*
 * Each screen's messages: a store a component reads with useStore(), holding the texts in the
 * page's language (English until the Hindi chunk is here). Defined once, here, as the library asks.
 */
export const layoutMessages = i18n('layout', en.layout);
export const commonMessages = i18n('common', en.common);
export const homeMessages = i18n('home', en.home);
export const aboutMessages = i18n('about', en.about);
export const contactMessages = i18n('contact', en.contact);
export const policiesMessages = i18n('policies', en.policies);
export const bookingMessages = i18n('booking', en.booking);
export const installationMessages = i18n('installation', en.installation);
export const moversMessages = i18n('movers', en.movers);
export const formMessages = i18n('formMessages', en.formMessages);
export const vehicleTypeMessages = i18n('vehicleTypes', en.vehicleTypes);
export const bookingStatusMessages = i18n('bookingStatuses', en.bookingStatuses);
export const serviceTitleMessages = i18n('serviceTitles', en.serviceTitles);
export const serviceSummaryMessages = i18n('serviceSummaries', en.serviceSummaries);
export const stateMessages = i18n('states', en.states);
