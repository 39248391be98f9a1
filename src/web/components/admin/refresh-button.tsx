import { Button } from '../ui/button.tsx';
import { AdminIcon } from './admin-icon.tsx';

/** Loads a list again (new bookings and leads arrive while the screen is open). */
export function RefreshButton({ list }: { list: { isFetching: boolean; refetch: () => unknown } }) {
  return (
    <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
      <AdminIcon name="refresh" className="size-4" />
      Refresh
    </Button>
  );
}
