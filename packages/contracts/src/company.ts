/**
 * Who Corner is to the people it writes to: one source for the web app's footer and the
 * mails' header and footer, so the name and the contact address never drift apart.
 */
export const company = {
  /** The company's full name, as it signs its mails and its copyright line. */
  name: 'Corner Kitchens',
  /** The portal's own name, as in "Sign in to Corner". */
  productName: 'Corner',
  tagline: 'Bespoke boxed kitchens, designed with you and built in our workshop.',
  contactEmail: 'hello@corner.example',
  website: 'https://corner.example',
} as const;
