/** The networks the footer has an icon for, in the order it shows them. */
export const SOCIAL_NETWORKS = ['Instagram', 'Facebook', 'Pinterest', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/**
 * The shop's own profiles, in SOCIAL_NETWORKS order. A network left unset, blank or set to
 * anything but an http(s) address gets no icon: a link to a network's home page, or to
 * `javascript:`, is worse than none.
 */
export function socialLinksFrom(urls: Partial<Record<SocialNetwork, string>>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = urls[network]?.trim() ?? '';
    return /^https?:\/\/[^/\s]+/i.test(href) ? [{ network, href }] : [];
  });
}

// Vite writes these in when the web app is built, from the environment of the build (README,
// Configuration); changing one takes a rebuild.
export const socialLinks = socialLinksFrom({
  Instagram: import.meta.env.VITE_SOCIAL_INSTAGRAM,
  Facebook: import.meta.env.VITE_SOCIAL_FACEBOOK,
  Pinterest: import.meta.env.VITE_SOCIAL_PINTEREST,
  YouTube: import.meta.env.VITE_SOCIAL_YOUTUBE,
});
