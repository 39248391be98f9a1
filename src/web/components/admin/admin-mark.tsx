import { AdminIcon } from './admin-icon.tsx';

/** The admin area's brand mark (decorative: "HSRP Admin" is always written beside it). */
export function AdminMark() {
  return (
    <span
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-blue-600 text-white"
      aria-hidden="true"
    >
      <AdminIcon name="shield" className="size-5" />
    </span>
  );
}
