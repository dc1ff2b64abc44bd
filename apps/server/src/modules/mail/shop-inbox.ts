import type { Db } from '../../db/client';
import { firstAdminEmail } from '../users';

/**
 * Where the shop's own mail goes (new orders, contact messages): undefined only when the shop
 * has neither SHOP_EMAIL nor any admin, and then nothing can be mailed to it.
 */
export type ShopInbox = () => Promise<string | undefined>;

/**
 * SHOP_EMAIL when set; else the first admin's address, read when each mail is sent, so a shop
 * whose first admin changes their email or hands over to another admin needs no restart.
 */
export function shopInbox({ db, configured }: { db: Db; configured: string | undefined }): ShopInbox {
  return configured ? async () => configured : () => firstAdminEmail(db);
}
