import { formatRupees } from '#shared/format/money.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import type { SiteInfo } from './site-info.ts';
import type { SiteMode } from './site-mode.ts';

/** What a page's head says about it: for search results and link previews (English). */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines; pages mid-booking are not. */
  indexed: boolean;
}

/** What the texts are made from: the site info, the home page's mode and today's lowest prices. */
export interface PageMetaContext {
  siteInfo: SiteInfo;
  siteMode: SiteMode;
  /** The lowest price of a plate, per vehicle type, in rupees (null when none is offered). */
  lowestPlatePrice: { twoWheeler: number | null; fourWheeler: number | null };
}

/** "Two-wheeler plates from ₹699, four-wheeler from ₹899." or nothing when no price is set. */
function priceLine({ twoWheeler, fourWheeler }: PageMetaContext['lowestPlatePrice']): string {
  const parts = [
    twoWheeler === null ? null : `two-wheeler plates from ${formatRupees(twoWheeler)}`,
    fourWheeler === null ? null : `four-wheeler from ${formatRupees(fourWheeler)}`,
  ].filter((part) => part !== null);
  if (parts.length === 0) return '';
  const line = parts.join(', ');
  return ` ${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}

/** The plate site's home page title; the movers page puts it back when the plate site returns. */
export function plateHomeTitle(businessName: string): string {
  return `HSRP Number Plate Booking Online | ${businessName}`;
}

/** The home page in its mode: the plate booking site, or the packers-and-movers page. */
function homeMeta({ siteInfo, siteMode, lowestPlatePrice }: PageMetaContext): PageMeta {
  if (siteMode === 'pm') {
    return {
      path: PAGE_PATHS.home,
      // As the movers page titles itself in English (its pageTitle message).
      title: `${siteInfo.moversName}: house shifting, office moves and vehicle transport`,
      description: `${siteInfo.moversName}: packing, moving and vehicle transport from ${siteInfo.addressCity}. Ask for a free quote or a call back; we answer ${siteInfo.moversHours}.`,
      indexed: true,
    };
  }
  return {
    path: PAGE_PATHS.home,
    title: plateHomeTitle(siteInfo.name),
    description: `Book high-security registration plates (HSRP) and colour stickers online with ${siteInfo.name}.${priceLine(lowestPlatePrice)} Pay by UPI; fitting at home or at the dealer.`,
    indexed: true,
  };
}

/**
 * Every customer page's title and description, in one table: the server writes them into each
 * page's head (with its Open Graph and Twitter tags) and lists the indexed ones in sitemap.xml.
 */
export function customerPageMeta(context: PageMetaContext): PageMeta[] {
  const { siteInfo } = context;
  const name = siteInfo.name;
  const page = (path: string, title: string, description: string, indexed = true): PageMeta => ({
    path,
    title: `${title} | ${name}`,
    description,
    indexed,
  });
  return [
    homeMeta(context),
    page(
      PAGE_PATHS.about,
      'About Us',
      `Who we are: ${name} books high-security registration plates and colour stickers online and fits them at your home or dealer.`,
    ),
    page(
      PAGE_PATHS.contact,
      'Contact Us',
      `Call ${siteInfo.phone} or write to ${siteInfo.email}. ${siteInfo.address}, ${siteInfo.addressCity}. Support hours: ${siteInfo.supportHours}.`,
    ),
    page(
      PAGE_PATHS.bookYourService,
      'Book Your HSRP Service',
      `Choose your service: HSRP with colour sticker, two-wheeler, four-wheeler, electric vehicle or tractor plates, or colour stickers alone.${priceLine(context.lowestPlatePrice)}`,
    ),
    page(
      PAGE_PATHS.payment,
      'Payment',
      `Pay for your HSRP booking by UPI and send the transaction number to ${name}.`,
      false,
    ),
    page(
      PAGE_PATHS.success,
      'Booking Received',
      `Your HSRP booking with ${name} is received.`,
      false,
    ),
    page(
      PAGE_PATHS.track,
      'Track Your Order',
      `Track your HSRP order with ${name}: its status, fitting appointment and receipt, with your order number and registration number.`,
    ),
    page(
      PAGE_PATHS.policies.refund,
      'Refund Policy',
      `When and how ${name} refunds an HSRP booking.`,
    ),
    page(
      PAGE_PATHS.policies.privacy,
      'Privacy Policy',
      `What ${name} stores about your booking, why, and for how long.`,
    ),
    page(
      PAGE_PATHS.policies.terms,
      'Terms and Conditions',
      `The terms of booking HSRP plates and colour stickers with ${name}.`,
    ),
    page(
      PAGE_PATHS.policies.grievanceOfficer,
      'Grievance Officer',
      `How to reach the grievance officer of ${name} with a complaint.`,
    ),
  ];
}

/** The head of pages outside the table (the admin area, unknown paths): never indexed. */
export function unlistedPageMeta(path: string, siteInfo: SiteInfo): PageMeta {
  const admin = path === PAGE_PATHS.admin.root || path.startsWith(`${PAGE_PATHS.admin.root}/`);
  return {
    path,
    title: admin ? `Admin | ${siteInfo.name}` : siteInfo.name,
    description: admin ? 'Staff sign-in.' : '',
    indexed: false,
  };
}
