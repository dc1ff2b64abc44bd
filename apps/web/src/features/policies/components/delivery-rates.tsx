import { amountToCents, formatPrice } from '@shop/shared/money';
import { areaLabel, type ShippingRates } from '@shop/shared/orders/shipping-zones-schemas';

const price = (dollars: number) => (dollars === 0 ? 'Free' : formatPrice(amountToCents(dollars.toFixed(2))));

/** Each zone's places and its delivery methods, as the checkout prices them. */
export function DeliveryRates({ zones }: { zones: ShippingRates['zones'] }) {
  return (
    <div className="mt-4 grid gap-6">
      {zones.map((zone) => (
        <section key={zone.name} aria-label={zone.name}>
          <h3 className="font-medium text-stone-900">{zone.name}</h3>
          <p className="mt-1 text-sm text-stone-600">{zone.areas.map(areaLabel).join(', ')}</p>
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Method
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Delivery time
                </th>
                <th scope="col" className="py-2 font-medium">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {zone.methods.map((method) => (
                <tr key={method.name} className="border-b border-stone-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-normal text-stone-900">
                    {method.name}
                  </th>
                  <td className="py-2 pr-4 text-stone-700">{method.estimate}</td>
                  <td className="py-2 text-stone-900">
                    {price(method.price)}
                    {method.freeOver !== null && method.price > 0 && (
                      <span className="block text-stone-600">
                        Free from {formatPrice(amountToCents(method.freeOver.toFixed(2)))} of items
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
