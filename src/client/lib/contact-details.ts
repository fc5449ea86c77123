/** The magazine's own contact details (placeholders until the real office is set), used site-wide. */
export const CONTACT = {
  email: 'hello@bylocalsforlocals.com',
  phone: '(585) 555-0142',
  phoneHref: 'tel:+15855550142',
  street: '100 Main Street, Suite 200',
  cityLine: 'Rochester, NY 14604',
} as const;
