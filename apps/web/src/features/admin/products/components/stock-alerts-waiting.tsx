import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { StockAlertsWaiting } from '@shop/shared/catalog/stock-alerts-schemas';
import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { useShopColors } from '@/lib/shop-colors-api';

/**
 * Under a product's stock on Manage Products: the shoppers waiting to hear a size is back, a line
 * per size ('12 waiting for M'), with its colour when the product has several ('3 waiting for
 * Gold M'). Nothing when nobody waits.
 */
export function StockAlertsWaitingLines({
  product,
  waiting,
}: {
  product: Pick<AdminProduct, '_id' | 'colors'>;
  waiting: StockAlertsWaiting['waiting'];
}) {
  const { labelOf } = useShopColors();
  const mine = waiting.filter((row) => row.productId === product._id);
  const coloured = product.colors.length > 1;
  return mine.map((row) => (
    <span key={row.variantId} className="block text-xs text-sky-800">
      {`${row.count} waiting for ${coloured ? `${labelOf(row.color)} ` : ''}${sizeLabel(row.size)}`}
    </span>
  ));
}
