import { SvgIcon } from '../svg-icon.tsx';

/*
 * Line icons for the admin area (kept out of the shared Icon set, which every customer
 * downloads). Decorative: a text label always says what the control does.
 */
const PATHS = {
  bank: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18M12 3l9 5H3z',
  bookings: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  check: 'M5 12.5l4.5 4.5L19 7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6 6 18',
  dashboard: 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  history: 'M3 12a9 9 0 1 0 2.6-6.4M3 4v4h4M12 7v5l3 2',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
  leads: 'M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  menu: 'M4 6h16M4 12h16M4 18h16',
  message: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  pricing: 'M7 5h10M7 9h10M12 9c0 4-2 5-5 5l7 6M7 5c3 0 5 1 5 4',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  shield: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zM9 12l2 2 4-4',
  store: 'M4 10h16M5 10l1-5h12l1 5M6 10v10h12V10M10 20v-5h4v5',
  warning: 'M12 4l9 16H3zM12 10v4M12 17h.01',
} as const;

export type AdminIconName = keyof typeof PATHS;

export function AdminIcon({ name, className }: { name: AdminIconName; className?: string }) {
  return <SvgIcon path={PATHS[name]} className={className} />;
}
