import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { countCappedMail, countCappedText } from '#server/mail/recipient-cap.ts';
import {
  complaintReceivedMail,
  complaintReplyMail,
  newComplaintAdminMail,
} from '#server/mail/templates/complaint-mails.ts';
import { providerNumber } from '#server/messaging/phone-number.ts';
import { complaintReceived as complaintTemplate } from '#server/messaging/text-templates/complaint-received.ts';
import { renderText, textParam } from '#server/messaging/text-templates/text-template.ts';
import { phoneAgreedToWhatsApp } from '#server/repositories/bookings.repository.ts';
import type { ComplaintRow } from '#server/repositories/complaints.repository.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { COMPLAINTS_ADMIN_PATH } from '#shared/complaints/admin-complaints.ts';
import { smsFlowId } from '#shared/messaging/message-settings.ts';
import type { TextChannel } from '#shared/messaging/text-messages.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { byEmail, byText, type Notice } from '../notice.ts';
import type { ComplaintReceived, ComplaintReplied } from '../notification-events.ts';
import { officeNotice } from '../office-notices.ts';
import type { NotifyContext, Policy } from '../policy.ts';

/**
 * The acknowledgement's text channel: WhatsApp when its provider is configured, the owner has the
 * kind on and the number agreed to WhatsApp on a booking (customers agree only there); else SMS
 * when configured, on and registered in their language (or English). One of them, never both:
 * the e-mail goes anyway.
 */
async function complaintTextChannel(
  trx: Kysely<Database>,
  complaint: ComplaintRow,
  configured: NotifyContext['textChannels'],
): Promise<TextChannel | undefined> {
  if (!(configured?.whatsapp || configured?.sms)) return undefined;
  const settings = await getMessageSettings(trx);
  const on = settings.kinds.complaint_received;
  if (configured.whatsapp && on.whatsapp && (await phoneAgreedToWhatsApp(trx, complaint.phone))) {
    return 'whatsapp';
  }
  if (configured.sms && on.sms && smsFlowId(settings, 'complaint_received', complaint.locale)) {
    return 'sms';
  }
  return undefined;
}

/** A ticket about an order shows with that booking's messages too. */
const aboutBooking = ({ bookingId }: ComplaintRow) => (bookingId ? { bookingId } : {});

const statusLink = (publicUrl: string) => `${publicUrl}${PAGE_PATHS.complaint}`;

/**
 * The customer hears at once, in their language, by e-mail and by WhatsApp or SMS; the office
 * gets a notice (when ADMIN_EMAIL is set; capped per hour like a lead's).
 */
export const complaintReceived: Policy<ComplaintReceived> = async (
  trx,
  { complaint },
  context,
  now,
) => {
  const site = await getSiteInfo(trx);
  const link = statusLink(context.publicUrl);
  const { adminEmail, recipientCaps = true } = context;
  // Anyone can type anyone's address and number: counted per address and number like a
  // booking's receipt (decision 0035), so the form cannot be made to flood a stranger.
  const within = async (count: () => Promise<{ within: boolean }>) =>
    !recipientCaps || (await count()).within;
  const notices: Notice[] = [];
  if (await within(() => countCappedMail(trx, 'complaint-received', complaint.email, now))) {
    notices.push({
      audience: 'customer',
      message: byEmail(
        'complaint-received',
        complaint.email,
        complaintReceivedMail(complaint, link, site),
        aboutBooking(complaint),
      ),
    });
  }
  const channel = await complaintTextChannel(trx, complaint, context.textChannels);
  if (
    channel &&
    (await within(() => countCappedText(trx, 'complaint_received', complaint.phone, now)))
  ) {
    const params = [textParam(complaint.ticket)];
    const payload = { kind: 'complaint_received' as const, language: complaint.locale, params };
    const text = renderText(complaintTemplate, complaint.locale, params);
    notices.push({
      audience: 'customer',
      message: byText(
        channel,
        'complaint-received',
        providerNumber(complaint.phone),
        payload,
        text,
        aboutBooking(complaint),
      ),
    });
  }
  if (adminEmail) {
    const adminLink = `${context.publicUrl}${COMPLAINTS_ADMIN_PATH}`;
    const notice = byEmail(
      'new-complaint-admin',
      adminEmail,
      newComplaintAdminMail(complaint, adminLink, site),
    );
    notices.push(
      await officeNotice(
        trx,
        notice,
        { what: 'complaints', link: adminLink },
        site,
        now,
        recipientCaps,
      ),
    );
  }
  return notices;
};

/** Staff's reply, mailed to the customer in their language. */
export const complaintReplied: Policy<ComplaintReplied> = async (
  trx,
  { complaint, reply },
  context,
) => {
  const site = await getSiteInfo(trx);
  const mail = complaintReplyMail(complaint, reply, statusLink(context.publicUrl), site);
  return [
    {
      audience: 'customer',
      message: byEmail('complaint-reply', complaint.email, mail, aboutBooking(complaint)),
    },
  ];
};
