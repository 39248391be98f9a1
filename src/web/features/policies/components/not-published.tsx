import { useStore } from '@nanostores/react';
import { SupportContacts } from '@/components/support-contacts';
import { Card } from '@/components/ui/card';
import { policiesMessages } from '@/i18n/messages';

/** A policy the owner has not saved yet: said plainly, with the ways to reach the business. */
export function NotPublished() {
  const t = useStore(policiesMessages);
  return (
    <Card className="space-y-4">
      <p className="font-semibold text-slate-900">{t.notPublished}</p>
      <SupportContacts />
    </Card>
  );
}
