import { company } from '@corner/contracts';

/** Corner's public web presence: the marketing site, social pages and contact. */
const site = company.website;

export interface ExternalLink {
  label: string;
  href: string;
}

export const marketingLinks: ExternalLink[] = [
  { label: 'How it works', href: `${site}/how-it-works` },
  { label: 'Our kitchens', href: `${site}/our-kitchens` },
  { label: 'Materials', href: `${site}/materials` },
  { label: 'About us', href: `${site}/about` },
  { label: 'Journal', href: `${site}/journal` },
];

export const socialLinks: ExternalLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/corner.kitchens' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/cornerkitchens' },
  { label: 'YouTube', href: 'https://www.youtube.com/@cornerkitchens' },
];

export const legalLinks: ExternalLink[] = [
  { label: 'Privacy policy', href: `${site}/privacy` },
  { label: 'Terms of service', href: `${site}/terms` },
];

export const contactEmail = company.contactEmail;
export const companyName = company.name;
export const companyTagline = company.tagline;
