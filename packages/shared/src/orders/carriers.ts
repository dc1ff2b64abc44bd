// The carriers a shipped order may name and where each one tracks a parcel. No zod here: the
// shopper's order page reads these to link a tracking number.

/**
 * Carriers the shop knows, with their public tracking page; `{number}` stands for the tracking
 * number. Any other carrier may be named too (free text), it just gets no link.
 */
export const KNOWN_CARRIERS = [
  { name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  {
    name: 'DHL',
    trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}',
  },
  {
    name: 'Canada Post',
    trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={number}',
  },
] as const;

export type KnownCarrier = (typeof KNOWN_CARRIERS)[number]['name'];

export const CARRIER_LIMITS = { carrier: 40, trackingNumber: 64 } as const;

export const CARRIER_MESSAGES = {
  carrierInvalid: `Carrier must be at most ${CARRIER_LIMITS.carrier} characters, without control characters.`,
  trackingNumberInvalid: `Tracking number must be at most ${CARRIER_LIMITS.trackingNumber} plain letters (A-Z), digits, spaces or punctuation.`,
  /** Carrier and tracking number belong to the move to Shipped. */
  onlyWhenShipped: 'A carrier and tracking number are only taken when the status is shipped.',
} as const;

/** A known carrier however it was typed ("ups", " Fedex "), or undefined. */
export function knownCarrier(name: string): (typeof KNOWN_CARRIERS)[number] | undefined {
  const wanted = name.trim().toLowerCase();
  return KNOWN_CARRIERS.find((carrier) => carrier.name.toLowerCase() === wanted);
}

/**
 * The carrier's own page for this parcel, or null for a carrier the shop does not know (or no
 * number). Carriers' pages take the number without the spaces people print it with.
 */
export function trackingUrl(carrier: string | null | undefined, number: string | null | undefined) {
  if (!carrier || !number) return null;
  const known = knownCarrier(carrier);
  const compact = number.replace(/\s+/g, '');
  if (!known || !compact) return null;
  return known.trackingUrl.replace('{number}', encodeURIComponent(compact));
}
