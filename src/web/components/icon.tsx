import { SvgIcon } from './svg-icon.tsx';

/*
 * The customer pages' handful of line icons, drawn inline (no icon package: it keeps the bundle
 * small). Admin and movers icons live in their own chunks.
 */
const ICON_PATHS = {
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7z',
  chat: 'M4 20l1.4-4.1A8 8 0 1 1 8.3 19L4 20z',
  check: 'M5 13l4 4L19 7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  close: 'M6 6l12 12M18 6 6 18',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  mapPin:
    'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  plate: 'M3 7h18v10H3zM6 10v4M9 12h9',
  shield: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zM9 12l2 2 4-4',
  truck:
    'M2 6h11v10H2zM13 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  upload: 'M12 16V5M7 10l5-5 5 5M5 20h14',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon path={ICON_PATHS[name]} className={className} />;
}
