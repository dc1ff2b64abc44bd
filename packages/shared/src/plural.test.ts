import { describe, expect, it } from 'vitest';
import { CANCEL_MESSAGES, ORDER_MESSAGES } from './orders/orders';
import { RETURN_MESSAGES } from './orders/returns';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'item', 'items')).toBe('1 item');
    expect(plural(2, 'item', 'items')).toBe('2 items');
    expect(plural(0, 'order', 'orders')).toBe('0 orders');
    expect(pluralWord(1, 'it', 'them')).toBe('it');
    expect(pluralWord(3, 'it', 'them')).toBe('them');
  });

  it("counts the owner's windows and caps in the right number", () => {
    expect(CANCEL_MESSAGES.windowPassed(1)).toContain('possible for 1 minute after paying');
    expect(CANCEL_MESSAGES.windowPassed(60)).toContain('possible for 60 minutes after paying');
    expect(RETURN_MESSAGES.windowPassed(1)).toContain('possible for 1 day after it shipped');
    expect(RETURN_MESSAGES.windowPassed(30)).toContain('possible for 30 days after it shipped');
    expect(ORDER_MESSAGES.tooManyHeld(1)).toContain('may hold at most 1 item at once');
  });
});
