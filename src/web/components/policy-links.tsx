import { Link } from 'react-router';
import { POLICY_PAGES } from '#shared/policies/required-policies.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { policiesMessages } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';

const linkClass = 'text-blue-800 underline underline-offset-2 hover:text-blue-900';

/** The site footer's column of policy links (the footer is in the entry: no data, no zod here). */
export function FooterPolicyLinks() {
  const t = useMessages(policiesMessages);
  return (
    <nav aria-label={t.linksHeading}>
      <h2 className="mb-3 font-semibold text-slate-900">{t.linksHeading}</h2>
      <ul className="space-y-1">
        {POLICY_PAGES.map((page) => (
          <li key={page}>
            <Link
              to={paths.policies[page]}
              className="inline-block py-1 hover:text-blue-800 hover:underline"
            >
              {t[page]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The links a customer should read before paying, for the payment page's submit area. */
export function PaymentPolicyLinks() {
  const t = useMessages(policiesMessages);
  return (
    <nav aria-labelledby="payment-policy-links" className="text-slate-700 text-sm">
      <p id="payment-policy-links">{t.readBeforePaying}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {POLICY_PAGES.map((page) => (
          <li key={page}>
            <Link to={paths.policies[page]} className={`inline-block py-1 ${linkClass}`}>
              {t[page]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
