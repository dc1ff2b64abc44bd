/** Dates as the shop shows them, always in US English (docs/product/screens.md). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 24, 2026', in the browser's time zone: what toLocaleDateString('en-US', { dateStyle:
 * 'medium' }) writes, put together by hand. A page's first Intl date format loads the browser's
 * date data, 50-110 ms of a phone's main thread on a product page's reviews.
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'November 24, 2026' (Manage orders' long US format) */
export const formatLongDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** 'Nov 24, 2026, 8:06 PM' */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A deadline as the shopper reads it on their own clock: '3:45 PM' later today, 'Dec 6, 12:30 AM'
 * on another day (a window that crosses midnight), so "until 12:30 AM" is never read as last night.
 */
export function formatDeadline(at: number, now = Date.now()): string {
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay
    ? new Date(at).toLocaleTimeString([], time)
    : new Date(at).toLocaleString([], { month: 'short', day: 'numeric', ...time });
}
