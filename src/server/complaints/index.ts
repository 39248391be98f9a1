/* The complaints module's way in for other areas (the data helper opens 'data_erasure' tickets). */
export { type NewTicket, openTicket } from './open-ticket.ts';
