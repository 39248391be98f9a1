import { buttonClass } from '../ui/button.tsx';
import { AdminIcon } from './admin-icon.tsx';

/** "Export CSV" for a list page: a plain download link of the list's filters (India time inside). */
export function CsvExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClass({ variant: 'secondary' })}>
      <AdminIcon name="download" className="size-4" />
      Export CSV
    </a>
  );
}
