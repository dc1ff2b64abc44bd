import type { OrderPolicies, OrderPoliciesBody } from '@shop/shared/orders/order-policies';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderPolicies } from '../after-sale.schema';

const DEFAULTS: OrderPolicies = {
  cancelWindowMinutes: 60,
  returnWindowDays: 30,
  shopAddress: null,
  returnInstructions: '',
};

const columns = {
  cancelWindowMinutes: orderPolicies.cancelWindowMinutes,
  returnWindowDays: orderPolicies.returnWindowDays,
  shopAddress: orderPolicies.shopAddress,
  returnInstructions: orderPolicies.returnInstructions,
};

/** The owner's policies; the migration writes the one row, the defaults stand in if it went missing. */
export async function readOrderPolicies(db: Db): Promise<OrderPolicies> {
  const [row] = await db.select(columns).from(orderPolicies).where(eq(orderPolicies.id, 1));
  return row ?? DEFAULTS;
}

/** Saves the policies given; a shop address or instructions left out keep what was saved. */
export async function writeOrderPolicies(db: Db, policies: OrderPoliciesBody): Promise<OrderPolicies> {
  const { shopAddress, returnInstructions, ...windows } = policies;
  const set = {
    ...windows,
    ...(shopAddress !== undefined ? { shopAddress } : {}),
    ...(returnInstructions !== undefined ? { returnInstructions } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(orderPolicies)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: orderPolicies.id, set })
    .returning(columns);
  if (!row) throw new Error('order_policies upsert returned no row');
  return row;
}
