import { type CategoryCopy, item, pair } from './product-template';

const BAG_LEATHERS = [
  'Leather',
  'Pebbled Leather',
  'Suede',
  'Croc-Embossed Leather',
  'Saffiano Leather',
  'Vegan Leather',
];

export const accessoriesTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        item('Top-Handle Bag', 'Handbag'),
        item('Structured Tote', 'Handbag'),
        item('Frame Bag', 'Handbag'),
        item('Tote Bag', 'Handbag'),
        item('Lady Bag', 'Handbag'),
      ],
      materials: [...BAG_LEATHERS, 'Canvas'],
      styles: ['Structured', 'Classic', 'Mini', 'Quilted', 'Buckled', 'Everyday'],
      features: [
        'with a rolled top handle and a polished turn-lock clasp',
        'with room for a tablet, a wallet and the rest of the day',
        'lined in soft suede with an inside zip pocket',
      ],
      price: [59, 400],
    },
    {
      items: [
        item('Crossbody Bag', 'Bag'),
        item('Saddle Bag', 'Bag'),
        item('Chain Shoulder Bag', 'Bag'),
        item('Flap Bag', 'Bag'),
      ],
      materials: BAG_LEATHERS,
      styles: ['Quilted', 'Mini', 'Classic', 'Structured', 'Half-Moon', 'Everyday'],
      features: [
        'on a chain strap long enough to wear across the body',
        'with a curved flap and a neat magnetic clasp',
        'sized for a phone, keys and a lipstick',
      ],
      price: [49, 320],
    },
    {
      items: [
        item('Envelope Clutch', 'Clutch'),
        item('Clutch Bag', 'Clutch'),
        item('Evening Clutch', 'Clutch'),
        item('Pouch Clutch', 'Clutch'),
      ],
      materials: ['Leather', 'Satin', 'Velvet', 'Suede', 'Metallic Leather', 'Beaded', 'Sequin'],
      styles: ['Oversized', 'Slim', 'Pleated', 'Foldover', 'Embellished', 'Minimal'],
      features: [
        'with an envelope flap and a round press stud',
        'with a hidden chain strap that tucks inside',
        'that slips under the arm or into a larger bag',
      ],
      price: [29, 180],
    },
    {
      items: [
        pair('Cat-Eye Sunglasses', 'Sunglasses'),
        pair('Sunglasses', 'Sunglasses'),
        pair('Retro Sunglasses', 'Sunglasses'),
        pair('Oversized Sunglasses', 'Sunglasses'),
      ],
      materials: ['Acetate', 'Polished Acetate', 'Metal-Trim', 'Recycled Acetate', 'Bio-Acetate'],
      styles: ['Polarised', 'UV400', 'Tinted', 'Gradient-Lens', 'Classic', 'Winged'],
      features: [
        'with lenses that block all UVA and UVB light',
        'with a winged frame and smoky dark lenses',
        'with sturdy hinges and a hard case',
      ],
      price: [19, 160],
    },
  ],
  occasions: [
    'The finishing touch for workdays, weekends and holidays.',
    'A gift that is always the right size.',
    'Made to go with everything else in your wardrobe.',
    'It pulls a simple outfit together in seconds.',
  ],
  care: [
    'Wipe clean with a soft cloth and store in its dust bag.',
    'Keep away from direct heat and sunlight.',
  ],
};
