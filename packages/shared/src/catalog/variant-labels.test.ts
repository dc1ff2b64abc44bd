import { describe, expect, it } from 'vitest';
import { colourLabel, sizeLabel, variantLabel } from './variant-labels';

const shop = [{ name: 'Navy' }, { name: 'Dusty Rose' }, { name: 'gold' }];
const find = (name: string) => shop.find((color) => color.name.toLowerCase() === name.toLowerCase());

describe('variant labels', () => {
  it("writes sizes in the shop's one spelling", () => {
    expect(sizeLabel('small')).toBe('S');
    expect(sizeLabel('xl')).toBe('XL');
    expect(sizeLabel('one size')).toBe('One Size');
    expect(sizeLabel('38')).toBe('38');
  });

  it('writes colours as the shop spells them, with a capital', () => {
    expect(colourLabel('navy', find)).toBe('Navy');
    expect(colourLabel('dusty rose', find)).toBe('Dusty Rose');
    expect(colourLabel('gold', find)).toBe('Gold');
    // A colour the shop no longer has keeps the name it was bought in.
    expect(colourLabel('teal', find)).toBe('Teal');
    expect(variantLabel({ size: 'medium', color: 'navy' }, (name) => colourLabel(name, find))).toBe(
      'M, Navy',
    );
  });
});
