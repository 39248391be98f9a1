import type { MailSetup } from '#shared/admin/mail-setup.ts';
import { MAIL_MESSAGES } from '../mail-labels.ts';

/**
 * What the mail setup means for staff: without SMTP nothing reaches anyone, and without
 * ADMIN_EMAIL the office hears of no new booking; which text channels (WhatsApp, SMS) are off.
 */
export function MailSetupNotice({ setup }: { setup: MailSetup }) {
  return (
    <>
      <MailNotice setup={setup} />
      <TextChannelsOff setup={setup} />
    </>
  );
}

/** A channel without its provider is simply not used: said plainly, not as a warning. */
function TextChannelsOff({ setup: { textChannels } }: { setup: MailSetup }) {
  if (textChannels.whatsapp && textChannels.sms) return null;
  return (
    // Sentences, not a list: the panel's one list is of the mails not delivered.
    <div className="space-y-1 text-slate-600 text-sm">
      {!textChannels.whatsapp && <p>{MAIL_MESSAGES.whatsappOff}</p>}
      {!textChannels.sms && <p>{MAIL_MESSAGES.smsOff}</p>}
    </div>
  );
}

function MailNotice({ setup }: { setup: MailSetup }) {
  if (setup.smtpConfigured && setup.bookingNoticesTo) {
    return (
      <p className="text-slate-600 text-sm">
        New-booking notices go to <span className="break-all">{setup.bookingNoticesTo}</span>.
      </p>
    );
  }
  return (
    <div className="space-y-2 break-words rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm">
      {!setup.smtpConfigured && (
        <>
          <p className="font-semibold">{MAIL_MESSAGES.notConfigured}</p>
          <p>
            {MAIL_MESSAGES.notConfiguredDetail}
            {setup.bookingNoticesTo && (
              <>
                {' '}
                New-booking notices for <span className="break-all">{setup.bookingNoticesTo}</span>{' '}
                are not sent.
              </>
            )}
          </p>
          <p>{MAIL_MESSAGES.howToConfigure}</p>
        </>
      )}
      {!setup.bookingNoticesTo && <p>{MAIL_MESSAGES.noBookingNotices}</p>}
    </div>
  );
}
