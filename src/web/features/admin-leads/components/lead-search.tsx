import { onlyDigits } from '@/components/form/transform-input';
import { cardFrameClass } from '@/components/ui/card';
import { SearchField } from '@/features/admin/components/search-field';
import { useSearchDraft } from '@/features/admin/use-search-draft';

/** Search by digits of the phone number: after a pause in typing, or at once with Search. */
export function LeadSearch({
  phone,
  onSearch,
}: {
  phone: string;
  onSearch: (phone: string) => void;
}) {
  const { draft, setDraft, submit } = useSearchDraft(phone, onSearch);

  return (
    <search aria-label="Leads">
      <form onSubmit={submit} className={`${cardFrameClass} p-4`}>
        <div className="max-w-md">
          <SearchField
            id="lead-search"
            label="Search by phone"
            hint="Any part of the number, e.g. its last 4 digits."
            value={draft}
            onValueChange={(value) => setDraft(onlyDigits(value))}
            inputMode="numeric"
            maxLength={10}
          />
        </div>
      </form>
    </search>
  );
}
