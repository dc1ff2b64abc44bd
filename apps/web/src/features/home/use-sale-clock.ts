import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { catalogPricesChanged, useGetCurrentSalesQuery } from './api/current-sales-api';
import { nextScheduleChange, type SaleClock, saleClock } from './next-sale';

/**
 * The browser asks for the schedule each time the home mounts, so its clock is set from a fresh
 * answer; a page rendered on the server (and perhaps kept a while) only shows what it was drawn
 * with until then. The server renders without asking twice.
 */
const fresh = { refetchOnMountOrArgChange: !import.meta.env.SSR };

/**
 * The home's countdown, ticking each second: to the next sale's start, or to the live sale's end
 * (next-sale.ts), on the server's clock. null while the schedule is unknown (not loaded, the API
 * unreachable) and when no sale is scheduled: no countdown then.
 *
 * The first render, on the server and when the browser hydrates that markup, is drawn at the
 * instant the answer names (`now`), so both draw the very same markup; the ticking starts after.
 */
export function useSaleClock(): SaleClock | null {
  const { data, fulfilledTimeStamp } = useGetCurrentSalesQuery(undefined, fresh);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!data) return;
    // The shopper's clock may be off: the server's `now` when the answer arrived says by how much.
    // (For an answer the server rendered the page with, both stamps are the server's: no offset.)
    const offset = Date.parse(data.now) - (fulfilledTimeStamp ?? Date.now());
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [data, fulfilledTimeStamp]);
  if (!data) return null;
  return saleClock(data, now ?? Date.parse(data.now));
}

/**
 * When a countdown reaches 0 (a sale starts or ends), asks for the schedule again, then for the
 * catalog on screen, whose prices the sale changed. Once per page (home-page.tsx), not per
 * countdown. Checked each second like the countdowns, rather than with one long timeout, which
 * browsers cut short past 24.8 days and delay in a sleeping tab.
 */
export function useScheduleRefresh(): void {
  const dispatch = useDispatch();
  const { data, fulfilledTimeStamp, refetch } = useGetCurrentSalesQuery(undefined, fresh);
  useEffect(() => {
    if (!data) return;
    const offset = Date.parse(data.now) - (fulfilledTimeStamp ?? Date.now());
    const change = nextScheduleChange(data, Date.now() + offset);
    if (change === null) return;
    const timer = setInterval(async () => {
      if (Date.now() + offset < change) return;
      clearInterval(timer);
      // Our clock runs a little behind the server's (the answer took time to arrive), so the
      // server has passed the instant too when it answers; the prices are asked for after it.
      await refetch();
      dispatch(catalogPricesChanged());
    }, 1000);
    return () => clearInterval(timer);
  }, [data, fulfilledTimeStamp, refetch, dispatch]);
}
