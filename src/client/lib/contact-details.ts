import { linesOf } from '../../shared/site-settings-defaults';
import { useSiteSettings } from './site-settings';
import { telHref } from './phone';

/** The magazine's own contact details (site settings), used site-wide. */
export interface ContactDetails {
  email: string;
  phone: string;
  phoneHref: string;
  addressLines: string[];
}

/** A `tel:` link for the site's own number: a ten-digit number is a US one, dialled with +1. */
export function sitePhoneHref(phone: string): string {
  const href = telHref(phone);
  return /^tel:\d{10}$/.test(href) ? `tel:+1${href.slice(4)}` : href;
}

export function useContactDetails(): ContactDetails {
  const site = useSiteSettings();
  return {
    email: site.contactEmail,
    phone: site.contactPhone,
    phoneHref: sitePhoneHref(site.contactPhone),
    addressLines: linesOf(site.address),
  };
}
