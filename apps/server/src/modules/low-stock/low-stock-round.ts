import { BACKGROUND_LOCKS, runAlone } from '../../db/background-lock';
import { colorBook } from '../catalog';
import {
  claimDay,
  findLowSizes,
  forgetRecovered,
  type LowStockSetting,
  noteTold,
  readLowStockSetting,
} from './low-stock.queries';
import type { LowStockDeps } from './low-stock.service';
import { lowStockMail } from './low-stock-mail';

/** The round has something to do: the mail is on, its hour has come, and today is not taken yet. */
const dueOn = (setting: LowStockSetting, now: Date, day: string) =>
  setting.enabled &&
  now.getUTCHours() >= setting.hour &&
  (setting.lastRunOn === null || setting.lastRunOn < day);

/**
 * The day's round of the morning mail (docs/product/rules.md, Reports: the morning stock mail):
 * once a day (UTC), at or after the owner's hour, one mail to the shop of the sizes that ran low
 * or sold out since they were last told. The day is taken, the sizes noted and the mail queued in one
 * transaction (docs/decisions/048), so however many instances wake, one mail goes a day, and a
 * day with nothing new is taken all the same. How many sizes were told (0 when not due), or null
 * while another instance runs the round.
 */
export async function sendLowStockMail(deps: LowStockDeps): Promise<number | null> {
  const now = deps.now();
  const day = now.toISOString().slice(0, 10);
  // Read before the round's transaction: most rounds of a day end here, after one small read.
  if (!dueOn(await readLowStockSetting(deps.db), now, day)) return 0;
  // Outside the transaction too: the inbox may read the users' table on its own connection.
  const to = await deps.shopInbox();
  // Nobody to mail (no SHOP_EMAIL, no admin): the day stays open for when there is.
  if (!to) return 0;
  let told = 0;
  const ran = await runAlone(deps.db, BACKGROUND_LOCKS.sendLowStockMail, async (tx) => {
    const setting = await readLowStockSetting(tx);
    if (!dueOn(setting, now, day) || !(await claimDay(tx, day))) return;
    await forgetRecovered(tx, setting.threshold);
    const news = (await findLowSizes(tx, setting.threshold)).filter(
      (size) => size.told === null || size.free < size.told,
    );
    if (news.length === 0) return;
    await noteTold(tx, news, now);
    const colours = await colorBook(tx);
    await deps.mailer.enqueue(
      tx,
      lowStockMail({ to, sizes: news, shopUrl: deps.shopUrl, colourOf: (name) => colours.labelOf(name) }),
    );
    told = news.length;
  });
  return ran ? told : null;
}
