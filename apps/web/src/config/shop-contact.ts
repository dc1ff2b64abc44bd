/** How shoppers reach the shop; the footer and the contact page show the same details. */
export const shopContact = {
  address: '214 Bedford Avenue, Brooklyn, NY 11249',
  email: 'hello@velora.shop',
  phone: '(718) 555-0142',
  phoneHref: 'tel:+17185550142',
} as const;
