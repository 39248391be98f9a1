import { useEffect, useRef, useState } from 'react';
import { MOBILE_CODE_RULES } from '#shared/mobile-codes/mobile-code-rules.ts';
import { indiaDateTime } from '#shared/site/india-time.ts';
import { FieldError, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { fill } from '#web/i18n/fill.ts';
import { useLocale, useMessages } from '#web/i18n/language-context.tsx';
import { formMessages } from '#web/i18n/messages.ts';
import { mobileCodeFormMessages, mobileCodeMessages } from '#web/i18n/mobile-code-messages.ts';
import { type FormMessage, refusalOf } from '#web/lib/api-client.ts';
import { confirmMobileCode, getMobileConfirmation, sendMobileCode } from '../api/mobile-codes.ts';
import { useSubmitGate } from './submit-gate.ts';

/** A code sent, kept in the tab so a reload still shows the code box and the resend time. */
const SENT_KEY = 'hsrp.mobile-code-sent';
interface Sent {
  phone: string;
  channel: 'sms' | 'whatsapp';
  resendAt: string;
}
const readSent = (): Sent | null => {
  try {
    return JSON.parse(sessionStorage.getItem(SENT_KEY) ?? 'null') as Sent | null;
  } catch {
    return null;
  }
};

/**
 * The booking form's mobile-code step (issue 36), its own chunk loaded only while the owner
 * requires codes: send a code to `phone`, the number typed above, type it (or let the phone fill it in),
 * and the number is confirmed for one booking. The form does not go on until it is.
 */
export default function MobileCodeStep({ phone = '' }: { phone?: string }) {
  const t = useMessages(mobileCodeMessages);
  const texts: Partial<Record<string, string>> = {
    ...useMessages(formMessages),
    ...useMessages(mobileCodeFormMessages),
  };
  const locale = useLocale();
  const [sent, setSent] = useState(readSent);
  const [confirmedPhone, setConfirmedPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // Set at once: a second tap before the re-render must not send again.
  const inFlight = useRef(false);
  const [canResend, setCanResend] = useState(true);
  const step = useRef<HTMLDivElement>(null);

  const validPhone = /^\d{10}$/.test(phone);
  const confirmed = validPhone && confirmedPhone === phone;
  const sentHere = sent && sent.phone === phone ? sent : null;

  // The server knows whether this browser confirmed the number already (reload, back from payment).
  useEffect(() => {
    getMobileConfirmation().then(
      (found) => setConfirmedPhone(found.phone),
      () => {},
    );
  }, []);

  // The resend button comes back when the server said it may.
  useEffect(() => {
    if (!sentHere) return;
    const wait = Date.parse(sentHere.resendAt) - Date.now();
    setCanResend(wait <= 0);
    if (wait <= 0) return;
    const timer = setTimeout(() => setCanResend(true), wait);
    return () => clearTimeout(timer);
  }, [sentHere]);

  // An invalid number is the form's own check to show; a valid one must be confirmed first.
  useSubmitGate(step, validPhone && !confirmed, () => setError('mobileCodeNeeded'));

  const run = async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(refusalOf(failure, 'submitFailed'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const send = () =>
    run(async () => {
      const answer = await sendMobileCode(phone, locale);
      const next = { phone, ...answer };
      sessionStorage.setItem(SENT_KEY, JSON.stringify(next));
      setSent(next);
      setCode('');
    });

  const confirm = (typed: string) =>
    run(async () => {
      await confirmMobileCode(phone, typed);
      sessionStorage.removeItem(SENT_KEY);
      setSent(null);
      setConfirmedPhone(phone);
    });

  // useFormMessage's rule, written out: its chunk would be one more file for the form to list.
  const message =
    typeof error === 'string'
      ? texts[error]
      : error
        ? (error.key && texts[error.key]) || error.text
        : undefined;
  const shownPhone = `+91 ${phone}`;

  // One element throughout: the submit gate finds the form from it.
  return (
    <div ref={step}>
      {confirmed ? (
        <p role="status" className="font-medium text-green-800 text-sm">
          ✓ {fill(t.confirmed, { phone: shownPhone })}
        </p>
      ) : (
        <div className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
          <h3 className="font-semibold text-slate-900">{t.title}</h3>
          <p className="text-slate-700 text-sm">{validPhone ? t.intro : t.enterMobileFirst}</p>
          {sentHere && (
            <p role="status" className="text-slate-700 text-sm">
              {fill(sentHere.channel === 'sms' ? t.sentBySms : t.sentByWhatsApp, {
                phone: shownPhone,
              })}
            </p>
          )}
          {sentHere && (
            <div className="flex flex-wrap items-end gap-3">
              <div className="space-y-1.5">
                <label htmlFor="mobile-code" className="block font-medium text-slate-800 text-sm">
                  {t.code}
                </label>
                <input
                  {...fieldAria('mobile-code', message)}
                  className={`${inputClass} max-w-40 tracking-widest`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={MOBILE_CODE_RULES.digits}
                  value={code}
                  onChange={(event) => {
                    const digits = event.target.value.replace(/\D/g, '');
                    setCode(digits);
                    // A phone that fills the code in from the SMS needs no tap.
                    if (digits.length === MOBILE_CODE_RULES.digits) confirm(digits);
                  }}
                />
              </div>
              <Button
                disabled={busy || code.length !== MOBILE_CODE_RULES.digits}
                onClick={() => confirm(code)}
              >
                {busy ? t.confirming : t.confirm}
              </Button>
            </div>
          )}
          <FieldError id="mobile-code-error" message={message} alert />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant={sentHere ? 'secondary' : 'primary'}
              disabled={busy || !validPhone || (sentHere !== null && !canResend)}
              onClick={send}
            >
              {busy && !sentHere ? t.sending : sentHere ? t.resend : t.send}
            </Button>
            {sentHere && !canResend && (
              <span className="text-slate-600 text-sm">
                {fill(t.resendAt, {
                  time: indiaDateTime(new Date(sentHere.resendAt)).slice(11, 16),
                })}
              </span>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
