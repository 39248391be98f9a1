import { Link } from 'react-router';
import { complaintLinkMessages } from '#web/i18n/complaint-messages.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { paths } from '#web/lib/paths.ts';

/** "Not happy with our service? Make a complaint": the contact and tracking pages' way there. */
export function ComplaintLink() {
  const t = useMessages(complaintLinkMessages);
  return (
    <p className="text-slate-700 text-sm">
      {t.prompt}{' '}
      <Link to={paths.complaint} className="font-medium text-blue-800 underline">
        {t.link}
      </Link>
    </p>
  );
}
