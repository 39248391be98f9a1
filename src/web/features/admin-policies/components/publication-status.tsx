import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { PolicyPage } from '#shared/policies/required-policies.ts';
import { paths } from '#web/lib/paths.ts';

/** Whether customers can read the page yet, and a link to see it as they do. */
export function PublicationStatus({ page, updatedAt }: { page: PolicyPage; updatedAt?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {updatedAt ? (
        <span className="font-medium text-green-800">
          Published, last saved {formatIndiaDateTime(updatedAt)}
        </span>
      ) : (
        <span className="font-medium text-amber-800">
          Not published: customers see “not published yet”.
        </span>
      )}
      <a
        href={paths.policies[page]}
        target="_blank"
        rel="noreferrer"
        className="text-blue-800 underline underline-offset-2"
      >
        View the customer page
      </a>
    </p>
  );
}
