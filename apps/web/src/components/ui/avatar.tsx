import { useState } from 'react';

/** 'jane_doe' -> 'JD', 'jane' -> 'J': what fits in a small circle. */
export function initialsOf(username: string): string {
  const parts = username.split(/[_\s]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : (parts[0]?.[0] ?? '?');
  return letters.toUpperCase();
}

const SIZE_CLASS = { sm: 'h-8 w-8 text-xs', lg: 'h-24 w-24 text-2xl' } as const;

/**
 * The profile picture, or the initials when there is none or it fails to load. Decorative:
 * the button or the text beside it always carries the name.
 */
export function Avatar({
  username,
  src,
  size = 'sm',
}: {
  username: string;
  src: string;
  size?: keyof typeof SIZE_CLASS;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${SIZE_CLASS[size]}`;
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        className={`${base} object-cover`}
        onError={() => setFailedSrc(src)}
        data-testid="avatar-image"
      />
    );
  }
  return (
    <span
      className={`${base} bg-rose-100 font-semibold text-rose-900`}
      aria-hidden="true"
      data-testid="avatar-initials"
    >
      {initialsOf(username)}
    </span>
  );
}
