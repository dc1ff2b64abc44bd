import { randomBytes } from 'node:crypto';

/** 128 random bits: names cannot be guessed, so an upload is only found through its URL. */
const STORED_IMAGE_NAME = /^[a-f0-9]{32}\.webp$/;
/** Every stored name's length: 32 hex digits and '.webp'. */
export const STORED_IMAGE_NAME_LENGTH = 37;

export function newImageName(): string {
  return `${randomBytes(16).toString('hex')}.webp`;
}

/** Exactly the names newImageName makes: anything else (paths, other extensions) is not ours. */
export function isStoredImageName(name: string): boolean {
  return STORED_IMAGE_NAME.test(name);
}
