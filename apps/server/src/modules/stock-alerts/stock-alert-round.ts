import { BACKGROUND_LOCKS, runAlone } from '../../db/background-lock';
import { colorBook, variantsForSale } from '../catalog';
import { alertMail } from './stock-alert-mails';
import { endRequests, findDueRequests, findVariantsBack } from './stock-alerts.queries';
import type { StockAlertsDeps } from './stock-alerts.service';

/**
 * One round of alerts (docs/product/rules.md, Back-in-stock alerts): every confirmed request
 * waiting on a size that has units for sale again, in the order they were made, gets one mail,
 * queued in the same transaction that marks it sent, so a mail goes once whatever instance dies
 * when. However stock came back (an edit, a restock, a cancel, an expired hold, an import), the
 * round finds it by reading the variants. Requests of an address that stopped alerts are
 * stopped instead (docs/decisions/048). How many were sent, or null while another instance
 * runs the round.
 */
export async function sendStockAlerts(deps: StockAlertsDeps): Promise<number | null> {
  let sent = 0;
  const ran = await runAlone(deps.db, BACKGROUND_LOCKS.sendStockAlerts, async (tx) => {
    const variantIds = await findVariantsBack(tx);
    if (variantIds.length === 0) return;
    const variants = await variantsForSale(tx, variantIds);
    const colours = await colorBook(tx);
    const now = deps.now();
    for (const variantId of variantIds) {
      const variant = variants.get(variantId);
      if (!variant || variant.available <= 0) continue;
      const due = await findDueRequests(tx, variantId);
      await endRequests(
        tx,
        due.filter((request) => request.stopped).map((request) => request.id),
        'stopped',
        now,
      );
      const told = due.filter((request) => !request.stopped);
      const marked = await endRequests(
        tx,
        told.map((request) => request.id),
        'sent',
        now,
      );
      const colour = colours.labelOf(variant.color);
      for (const request of told) {
        if (!marked.has(request.id)) continue;
        await deps.mailer.enqueue(
          tx,
          alertMail(deps, {
            email: request.email,
            variant,
            colour,
            cameBack: variant.available,
            told: marked.size,
          }),
        );
      }
      sent += marked.size;
    }
  });
  return ran ? sent : null;
}
