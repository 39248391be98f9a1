import { AdminIcon } from './admin-icon';
import { buttonClass } from './notice';

/** Loads a list again (new bookings and leads arrive while the screen is open). */
export function RefreshButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={buttonClass.secondary}>
      <AdminIcon name="refresh" className="size-4" />
      Refresh
    </button>
  );
}
