import { type AddressParts, addressLines } from '@shop/shared/orders/address-format';
import { type ComponentProps, Fragment } from 'react';

/**
 * An address as a label reads it, one line each, in the shop's one address format
 * (@shop/shared/orders/address-format): the checkout's saved addresses, the address book, the
 * order pages, the admin's order view and the packing slip all print it so.
 */
export function PostalAddress({
  address,
  withName = true,
  as: Tag = 'address',
  ...rest
}: {
  address: AddressParts;
  /** Left out where a heading already names the addressee (the address book's cards). */
  withName?: boolean;
  /** 'span' inside a label, where only phrasing content may go (the checkout's saved addresses). */
  as?: 'address' | 'span';
} & ComponentProps<'address'>) {
  return (
    <Tag className={Tag === 'span' ? 'block' : 'not-italic'} {...rest}>
      {addressLines(address, { withName }).map((line, index) => (
        // Two lines may read the same (a town named as its region): the place is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
        <Fragment key={index}>
          {/* A space between lines, so a label's accessible name reads "1 Main St Springfield…". */}
          {index > 0 && ' '}
          <span className="block">{line}</span>
        </Fragment>
      ))}
    </Tag>
  );
}
