import { useQuery } from '@tanstack/react-query';
import { STAFF_MESSAGES } from '#shared/admin/staff.ts';
import { AdminPageHeader } from '#web/components/admin/admin-page-header.tsx';
import { QueryView } from '#web/components/admin/query-view.tsx';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { useSignedInAdmin } from '#web/lib/admin/signed-in-admin.ts';
import { staffQuery } from './api/list-staff.ts';
import { InviteForm } from './components/invite-form.tsx';
import { PendingInvitations } from './components/pending-invitations.tsx';
import { StaffMemberCard } from './components/staff-member-card.tsx';

/** /admin/staff (owners): who may sign in, in which role, and invitations to new people. */
export function StaffPage() {
  const staff = useQuery(staffQuery);
  const { email } = useSignedInAdmin();

  return (
    <>
      <AdminPageHeader
        title="Staff"
        description="Owners can do everything; staff work the bookings, refunds, leads, complaints, payment desk and undelivered e-mail. Times are India time."
      />
      <div className="max-w-3xl space-y-6">
        <CardSection id="invite" title="Invite someone">
          <InviteForm />
        </CardSection>
        <QueryView
          query={staff}
          failedMessage={STAFF_MESSAGES.loadFailed}
          loadingText="Loading staff…"
        >
          {({ members, invitations }) => {
            const activeOwners = members.filter((m) => m.role === 'owner' && m.active);
            return (
              <>
                <section aria-labelledby="accounts-heading" className="space-y-3">
                  <h2 id="accounts-heading" className="font-semibold text-lg text-slate-900">
                    Accounts
                  </h2>
                  {members.map((member) => (
                    <StaffMemberCard
                      key={member.id}
                      member={member}
                      isYou={member.email === email}
                      lastOwner={activeOwners.length === 1 && activeOwners[0]?.id === member.id}
                    />
                  ))}
                </section>
                <CardSection id="invitations" title="Invitations waiting">
                  <PendingInvitations invitations={invitations} />
                </CardSection>
              </>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}
