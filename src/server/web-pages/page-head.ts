import {
  SERVICE_KEYS,
  SERVICES,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
} from '#shared/catalog/services.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { CURRENCY } from '#shared/pricing/price.ts';
import type { PageMeta, PageMetaContext } from '#shared/site/page-meta.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { escapeHtml, jsonForScriptElement } from './html-text.ts';
import { PREVIEW_HEIGHT, PREVIEW_IMAGES, PREVIEW_WIDTH } from './preview-image.ts';

/** Today's lowest plate price per vehicle type, for the descriptions. */
export function lowestPlatePrice(
  pricing: Storefront['pricing'],
): PageMetaContext['lowestPlatePrice'] {
  const lowest = (vehicleType: (typeof VEHICLE_TYPES)[number]) => {
    const totals = SERVICE_KEYS.flatMap((key) => pricing[key][vehicleType]?.total ?? []);
    return totals.length > 0 ? Math.min(...totals) : null;
  };
  return { twoWheeler: lowest('TWO_WHEELER'), fourWheeler: lowest('FOUR_WHEELER') };
}

/**
 * schema.org for the business and what it sells at today's prices: a LocalBusiness with the site
 * info's name, phone and address, offering each service per vehicle type. On the movers home
 * page, the movers' business.
 */
export function businessJsonLd(storefront: Storefront, publicUrl: string, movers: boolean) {
  const { siteInfo, pricing } = storefront;
  const business = {
    '@context': 'https://schema.org',
    '@type': movers ? 'MovingCompany' : 'LocalBusiness',
    '@id': `${publicUrl}/#${movers ? 'movers' : 'business'}`,
    name: movers ? siteInfo.moversName : siteInfo.name,
    url: `${publicUrl}/`,
    image: `${publicUrl}${PREVIEW_IMAGES[movers ? 'movers' : 'plates'].path}`,
    telephone: siteInfo.phonecall,
    email: siteInfo.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteInfo.address,
      addressLocality: siteInfo.addressCity,
      postalCode: siteInfo.postalCode,
      addressCountry: 'IN',
    },
  };
  if (movers) return business;
  const offers = SERVICE_KEYS.flatMap((key) =>
    VEHICLE_TYPES.flatMap((vehicleType) => {
      const price = pricing[key][vehicleType];
      if (!price) return [];
      return [
        {
          '@type': 'Offer',
          name: `${SERVICES[key].title} (${VEHICLE_TYPE_LABELS[vehicleType]})`,
          price: price.total,
          priceCurrency: CURRENCY,
          url: `${publicUrl}${PAGE_PATHS.bookYourService}`,
          itemOffered: {
            '@type': 'Service',
            name: SERVICES[key].title,
            description: SERVICES[key].summary,
          },
        },
      ];
    }),
  );
  return { ...business, makesOffer: offers };
}

/**
 * The head tags of one page: title and description, then for pages in the table a canonical
 * address, Open Graph and Twitter card tags and the business's JSON-LD; pages outside it (the
 * admin area) are kept out of search engines. Every text is escaped: the names are the admin's.
 */
export function pageHead(
  meta: PageMeta,
  storefront: Storefront,
  publicUrl: string,
  listed: boolean,
): string {
  const attr = escapeHtml;
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) {
    tags.push(`<meta name="description" content="${attr(meta.description)}" />`);
  }
  if (!meta.indexed) tags.push('<meta name="robots" content="noindex" />');
  if (!listed) return tags.join('\n    ');
  const url = `${publicUrl}${meta.path}`;
  const movers = meta.path === PAGE_PATHS.home && storefront.siteMode === 'pm';
  const image = PREVIEW_IMAGES[movers ? 'movers' : 'plates'];
  const imageUrl = `${publicUrl}${image.path}`;
  const siteName = movers ? storefront.siteInfo.moversName : storefront.siteInfo.name;
  if (meta.indexed) tags.push(`<link rel="canonical" href="${attr(url)}" />`);
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${attr(String(content))}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${attr(content)}" />`;
  tags.push(
    property('og:type', 'website'),
    property('og:site_name', siteName),
    property('og:locale', 'en_IN'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', imageUrl),
    property('og:image:type', 'image/png'),
    property('og:image:width', PREVIEW_WIDTH),
    property('og:image:height', PREVIEW_HEIGHT),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
    `<script type="application/ld+json">${jsonForScriptElement(businessJsonLd(storefront, publicUrl, movers))}</script>`,
  );
  return tags.join('\n    ');
}
