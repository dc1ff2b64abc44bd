/** Dates as the shop shows them, always in US English (docs/product/screens.md). */

/** 'Nov 24, 2026' */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** 'November 24, 2026' (Manage orders' long US format) */
export const formatLongDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** 'Nov 24, 2026, 8:06 PM' */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
