import { isConfirmed } from '../shared/confirmation.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { pagePath } from '../shared/page-path.ts';

/** "About | Brand"; the home page is "Brand | tagline". */
export function documentTitle(title: string, brand: string, isHome: boolean): string {
  return isHome ? `${brand} | ${title}` : `${title} | ${brand}`;
}

export function canonicalUrl(path: string, siteUrl: URL | string): string {
  return new URL(pagePath(path), siteUrl).href;
}

type JsonLd = Record<string, unknown>;

/**
 * The company as search engines see it: only facts an editor has confirmed (content/site.json
 * markers). The brand stays, as the site's own name on every page.
 */
export function organizationJsonLd(site: SiteConfig, siteUrl: string): JsonLd {
  const { contact, social } = site;
  const sameAs = (['linkedin', 'instagram', 'facebook'] as const)
    .filter((network) => isConfirmed(social, network))
    .map((network) => social[network]);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}#organization`,
    name: site.brand,
    ...(isConfirmed(site, 'legalName') ? { legalName: site.legalName } : {}),
    ...(site.legalNameLatin && isConfirmed(site, 'legalNameLatin') ? { alternateName: site.legalNameLatin } : {}),
    url: siteUrl,
    logo: new URL('/brand/logo-mark.svg', siteUrl).href,
    ...(isConfirmed(contact, 'email') ? { email: contact.email } : {}),
    ...(isConfirmed(contact, 'phone') ? { telephone: contact.phone } : {}),
    ...(isConfirmed(contact, 'address') && contact.address ? { address: contact.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/**
 * The WebSite node of one edition: each edition is its own website, at its home page and in its
 * language (one id for both would give one node two languages), published by the one Organization.
 */
export function websiteJsonLd(site: SiteConfig, siteUrl: string, edition = { home: '/', language: 'en' }): JsonLd {
  const url = edition.home === '/' ? siteUrl : canonicalUrl(edition.home, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: site.brand,
    url,
    inLanguage: edition.language,
    publisher: { '@id': `${siteUrl}#organization` },
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path, siteUrl),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so copy cannot close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
