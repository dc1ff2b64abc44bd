// Drizzle's relational queries need every table in one object; each domain still owns its tables.
import * as addresses from '../modules/addresses/addresses.schema';
import * as auth from '../modules/auth/auth.schema';
import * as cart from '../modules/cart/cart.schema';
import * as catalog from '../modules/catalog/catalog.schema';
import * as categories from '../modules/catalog/categories/categories.schema';
import * as colors from '../modules/catalog/colors/colors.schema';
import * as contact from '../modules/contact/contact.schema';
import * as lowStock from '../modules/low-stock/low-stock.schema';
import * as mail from '../modules/mail/mail.schema';
import * as afterSale from '../modules/orders/after-sale.schema';
import * as orders from '../modules/orders/orders.schema';
import * as reminders from '../modules/orders/reminders/reminders.schema';
import * as promotions from '../modules/promotions/promotions.schema';
import * as reviews from '../modules/reviews/reviews.schema';
import * as shipping from '../modules/shipping/shipping.schema';
import * as stockAlerts from '../modules/stock-alerts/stock-alerts.schema';
import * as taxes from '../modules/taxes/taxes.schema';
import * as measurements from '../modules/users/measurements/measurements.schema';
import * as users from '../modules/users/users.schema';
import * as wishlist from '../modules/wishlist/wishlist.schema';
import * as meta from './meta.schema';

export const schema = {
  ...meta,
  ...catalog,
  ...categories,
  ...colors,
  ...users,
  ...measurements,
  ...auth,
  ...mail,
  ...contact,
  ...cart,
  ...orders,
  ...afterSale,
  ...promotions,
  ...reviews,
  ...shipping,
  ...addresses,
  ...reminders,
  ...stockAlerts,
  ...wishlist,
  ...taxes,
  ...lowStock,
};
export type Schema = typeof schema;
