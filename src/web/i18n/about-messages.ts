import { enAbout } from './en-about.ts';
import { messageGroup } from './message-group.ts';

/*
 * The About page's messages, whose English stays out of the customer entry (en-about.ts). Import
 * this only from the About page's lazy chunk.
 */
export const aboutMessages = messageGroup('about', enAbout.about);
