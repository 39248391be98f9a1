import { Alert } from '#web/components/ui/alert.tsx';
import { useLazyFormMessage } from '#web/i18n/use-lazy-form-message.ts';
import type { SubmitError } from '../submit-error.ts';

/** Why the booking was not accepted; the form and the selection stay as they were. */
export function SubmitErrorAlert({ error }: { error: SubmitError }) {
  const formMessage = useLazyFormMessage();
  const message = formMessage(error.message);
  const details = Object.values(error.fieldErrors)
    .map(formMessage)
    .filter((text) => text && text !== message);
  return (
    <Alert>
      <p className="font-semibold">{message}</p>
      {details.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {details.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
