import { enContact } from './en-contact.ts';
import { messageGroup } from './message-group.ts';

/*
 * The Contact page's messages, whose English stays out of the customer entry (en-contact.ts).
 * Import this only from the Contact page's lazy chunk.
 */
export const contactMessages = messageGroup('contact', enContact.contact);
