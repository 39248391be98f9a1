import type * as z from 'zod/mini';
import type { AppDb } from '#server/db/app-db.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { insertLead } from '#server/repositories/leads.repository.ts';
import type { CreateLeadSchema } from '#shared/leads/lead-schema.ts';

/** Stores a movers lead and, in the same transaction, tells the office (notifications). */
export async function createLead(
  db: AppDb,
  input: z.output<typeof CreateLeadSchema>,
  mail: MailContext,
  now = new Date(),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const lead = await insertLead(
      trx,
      {
        name: input.name,
        phone: input.phone,
        fromPlace: input.from ?? '',
        toPlace: input.to ?? '',
        notes: input.notes ?? '',
        source: input.source,
      },
      now,
    );
    await notify(trx, { type: 'lead-received', lead }, mail, now);
  });
}
