// Returns of shipped orders (docs/product/api.md, Returns; docs/product/rules.md, Returns): the
// reasons a shopper picks, the steps the shop takes, and their words.
import { plural } from '../plural';

/** Why a shopper sends lines back; 'too_small' and 'too_large' also count as fit answers. */
export const RETURN_REASONS = [
  { code: 'too_small', label: 'Too small' },
  { code: 'too_large', label: 'Too large' },
  { code: 'not_as_pictured', label: 'Not as pictured' },
  { code: 'damaged', label: 'Damaged' },
  { code: 'changed_mind', label: 'Changed my mind' },
  { code: 'other', label: 'Other' },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['code'];
export const RETURN_REASON_CODES = RETURN_REASONS.map((reason) => reason.code) as [
  ReturnReason,
  ...ReturnReason[],
];
export const RETURN_REASON_LABELS = Object.fromEntries(
  RETURN_REASONS.map((reason) => [reason.code, reason.label]),
) as Record<ReturnReason, string>;

/** A return's steps: asked, then approved or rejected, then (approved) received, then refunded. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Return refunded',
};

export const RETURN_LIMITS = { comment: 1000, note: 1000 } as const;

export const RETURN_MESSAGES = {
  reasonInvalid: `Please choose why you are returning: ${RETURN_REASONS.map((r) => r.label.toLowerCase()).join(', ')}.`,
  linesInvalid: 'Please choose at least one item to return.',
  lineTwice: 'Each item can be listed once.',
  quantityInvalid: 'Choose how many of the item to return.',
  commentTooLong: `The comment can be at most ${RETURN_LIMITS.comment} characters.`,
  noteTooLong: `The note can be at most ${RETURN_LIMITS.note} characters.`,
  noteRequired: 'Please tell the shopper why the return is rejected.',
  /** 409s, naming the field where one applies. */
  notShipped: 'Only an order that has shipped can be returned.',
  windowPassed: (days: number) =>
    `This order can no longer be returned online: that is possible for ${plural(days, 'day', 'days')} after it shipped. Please contact us.`,
  moreThanBought: (title: string, left: number) =>
    left === 0
      ? `${title} has already been returned or refunded.`
      : `You can return at most ${left} of ${title}.`,
  lineNotInOrder: 'That item is not part of this order.',
  notFound: 'That return was not found.',
  /** 'This return is approved already.' (the label would say 'return' twice). */
  wrongStep: (status: ReturnStatus) => `This return is ${status} already.`,
  requested: 'Your return request was sent. We will email you once we have looked at it.',
} as const;
