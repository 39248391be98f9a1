import { SupportContacts } from '#web/components/support-contacts.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useMessages } from '#web/i18n/language-context.tsx';
import { policyPageMessages } from '#web/i18n/policy-page-messages.ts';

/** A policy the owner has not saved yet: said plainly, with the ways to reach the business. */
export function NotPublished() {
  const t = useMessages(policyPageMessages);
  return (
    <Card className="space-y-4">
      <p className="font-semibold text-slate-900">{t.notPublished}</p>
      <SupportContacts />
    </Card>
  );
}
