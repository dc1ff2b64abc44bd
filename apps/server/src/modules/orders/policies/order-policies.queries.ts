import type { OrderPolicies } from '@shop/shared/orders/order-policies';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderPolicies } from '../orders.schema';

const DEFAULTS: OrderPolicies = { cancelWindowMinutes: 60, returnWindowDays: 30 };

/** The owner's windows; the migration writes the one row, the defaults stand in if it went missing. */
export async function readOrderPolicies(db: Db): Promise<OrderPolicies> {
  const [row] = await db
    .select({
      cancelWindowMinutes: orderPolicies.cancelWindowMinutes,
      returnWindowDays: orderPolicies.returnWindowDays,
    })
    .from(orderPolicies)
    .where(eq(orderPolicies.id, 1));
  return row ?? DEFAULTS;
}

export async function writeOrderPolicies(db: Db, policies: OrderPolicies): Promise<OrderPolicies> {
  const [row] = await db
    .insert(orderPolicies)
    .values({ id: 1, ...policies, updatedAt: new Date() })
    .onConflictDoUpdate({ target: orderPolicies.id, set: { ...policies, updatedAt: new Date() } })
    .returning({
      cancelWindowMinutes: orderPolicies.cancelWindowMinutes,
      returnWindowDays: orderPolicies.returnWindowDays,
    });
  if (!row) throw new Error('order_policies upsert returned no row');
  return row;
}
