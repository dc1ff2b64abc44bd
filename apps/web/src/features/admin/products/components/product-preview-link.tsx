import { paths } from '@/config/paths';

/**
 * The storefront's page of a product as the owner previews it, in a new tab so the form stays
 * as it is: with `preview=true` the server shows a draft or an archived product to admins only.
 */
export function ProductPreviewLink({ handle, name }: { handle: string; name?: string }) {
  return (
    <a
      href={`${paths.product(handle)}?preview=true`}
      target="_blank"
      rel="noopener"
      aria-label={`Preview${name ? ` ${name}` : ''} (opens in a new tab)`}
      className="py-1 font-medium text-rose-800 underline"
    >
      Preview
    </a>
  );
}
