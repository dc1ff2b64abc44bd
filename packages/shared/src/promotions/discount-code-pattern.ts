/**
 * Letters, digits, - and _: what a shopper can type from a poster or a mail without doubt. A
 * module of its own because the storefront's first bundle checks a remembered code with it, and
 * importing it from promotions.ts brought every promotions message into that bundle.
 */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
