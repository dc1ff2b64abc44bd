import { type CategoryCopy, item, pair } from './product-template';

export const jewelleryTemplates: CategoryCopy = {
  jewel: true,
  lines: [
    {
      items: [
        pair('Drop Earrings', 'Earrings'),
        pair('Teardrop Earrings', 'Earrings'),
        pair('Dangle Earrings', 'Earrings'),
        pair('Statement Earrings', 'Earrings'),
        pair('Hook Earrings', 'Earrings'),
      ],
      materials: [],
      styles: ['Vintage-Inspired', 'Delicate', 'Faceted', 'Minimal', 'Art Deco', 'Sculptural'],
      features: [
        'on hypoallergenic hooks that stay comfortable all day',
        'that catch the light every time you turn your head',
        'with a polished teardrop setting',
      ],
      price: [15, 180],
    },
    {
      items: [
        item('Pendant Necklace', 'Necklace'),
        item('Locket Necklace', 'Necklace'),
        item('Medallion Necklace', 'Necklace'),
        item('Charm Necklace', 'Necklace'),
      ],
      materials: [],
      styles: ['Vintage-Inspired', 'Delicate', 'Faceted', 'Minimal', 'Art Deco', 'Layering'],
      features: [
        'on a fine adjustable chain',
        'that sits just below the collarbone',
        'with a round pendant that layers well with other chains',
      ],
      price: [19, 260],
    },
    {
      items: [
        item('Cocktail Ring', 'Ring'),
        item('Solitaire Ring', 'Ring'),
        item('Statement Ring', 'Ring'),
        item('Halo Ring', 'Ring'),
      ],
      materials: [],
      styles: ['Vintage-Inspired', 'Faceted', 'Art Deco', 'Sculptural', 'Oval-Cut', 'Claw-Set'],
      features: [
        'with a large oval stone held in a claw setting',
        'with a comfortable rounded band',
        'that stacks well with finer rings',
      ],
      price: [15, 220],
    },
    {
      items: [
        item('Bangle', 'Bracelet'),
        item('Cuff Bracelet', 'Bracelet'),
        item('Stacking Bangle', 'Bracelet'),
        item('Tennis Bangle', 'Bracelet'),
      ],
      materials: [],
      styles: ['Vintage-Inspired', 'Delicate', 'Hammered', 'Minimal', 'Art Deco', 'Sculptural'],
      features: [
        'set with a row of small stones along the front',
        'that slips over the hand and sits neatly at the wrist',
        'made to be stacked with other bangles',
      ],
      price: [19, 240],
    },
  ],
  occasions: [
    'Comes gift-wrapped in our signature box.',
    'Everyday jewellery that is special enough for evenings.',
    'A piece to treasure, or to give to someone who will.',
    'Layer it, stack it or let it shine on its own.',
  ],
  care: [
    'Store in the pouch provided and keep away from water and perfume.',
    'Polish gently with a soft cloth to restore its shine.',
  ],
};
