import type { AdminProductListItem } from '@shop/shared/catalog/admin-products-schemas';
import { fitLine, fitVerdict, sizeReturnsText } from '@shop/shared/catalog/product-fit';

/**
 * How a product fits, under its name on Manage Products (docs/product/screens.md): what most
 * reviews answered ('Runs small: 11 of 14', 'True to size: 9 of 12'), and the units sent back as
 * too small or too large against those sold ('Size returns: 3 of 40 sold (8 %)'). Nothing
 * without answers or size returns.
 */
export function ProductFitLine({ product }: { product: Pick<AdminProductListItem, 'fit' | 'sizeReturns'> }) {
  const line = fitLine(product.fit);
  const { units, soldUnits } = product.sizeReturns;
  // A product running small or large is the owner's to look at: it stands out as low stock does.
  const off = fitVerdict(product.fit)?.fit !== 'true';
  return (
    <>
      {line && <span className={`block text-xs ${off ? 'text-amber-800' : 'text-stone-600'}`}>{line}</span>}
      {units > 0 && (
        <span className="block text-xs text-stone-600">{`Size returns: ${sizeReturnsText(units, soldUnits)}`}</span>
      )}
    </>
  );
}
