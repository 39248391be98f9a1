import { SearchField } from '#web/components/admin/search-field.tsx';
import { onlyDigits } from '#web/components/form/transform-input.ts';
import { cardFrameClass } from '#web/components/ui/card.tsx';
import { useSearchDraft } from '#web/lib/admin/use-search-draft.ts';

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
