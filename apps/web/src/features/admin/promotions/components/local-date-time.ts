/**
 * The promotion forms' dates: a datetime-local input holds a wall-clock time without a zone, so
 * the form reads it in the browser's zone (and says which) and sends the instant with its zone.
 */

/** 'America/Chicago': the zone the owner's times are read in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-01T18:00' in the browser's zone as an instant ('2026-12-02T00:00:00.000Z'); '' stays ''. */
export function localToIso(local: string): string {
  if (local.trim() === '') return '';
  const date = new Date(local);
  // Left as typed when it is no time at all, so the shared schema says what is wrong with it.
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** An instant as the datetime-local input shows it in the browser's zone; null gives ''. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
