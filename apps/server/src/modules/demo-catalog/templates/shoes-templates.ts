import { type CategoryCopy, pair } from './product-template';

const LEATHERS = ['Leather', 'Suede', 'Nubuck', 'Patent Leather', 'Croc-Effect Leather', 'Vegan Leather'];

export const shoesTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        pair('Court Shoes', 'Heels'),
        pair('Stiletto Pumps', 'Heels'),
        pair('Slingback Heels', 'Heels'),
        pair('Mary Jane Pumps', 'Heels'),
        pair('Kitten Heels', 'Heels'),
      ],
      materials: ['Leather', 'Patent Leather', 'Suede', 'Satin', 'Velvet', 'Metallic Leather'],
      styles: ['Pointed-Toe', 'Almond-Toe', 'Classic', 'Low-Cut', 'Ankle-Strap'],
      features: [
        'on a slender heel with a cushioned leather insole',
        'with a sleek pointed toe that lengthens the leg',
        'balanced on a heel that is easier to walk in than it looks',
      ],
      price: [69, 390],
    },
    {
      items: [
        pair('Ankle Boots', 'Boots'),
        pair('Chelsea Boots', 'Boots'),
        pair('Heeled Ankle Boots', 'Boots'),
        pair('Block-Heel Boots', 'Boots'),
      ],
      materials: LEATHERS,
      styles: ['Side-Zip', 'Pull-On', 'Square-Toe', 'Lug-Sole', 'Pointed-Toe', 'Western'],
      features: [
        'with elastic side panels and a sturdy block heel',
        'that pull on easily and hold their shape all day',
        'on a grippy rubber sole made for city pavements',
      ],
      price: [79, 360],
    },
    {
      items: [
        pair('Knee-High Boots', 'Boots'),
        pair('Riding Boots', 'Boots'),
        pair('Over-the-Knee Boots', 'Boots'),
        pair('Stiletto Boots', 'Boots'),
      ],
      materials: LEATHERS,
      styles: ['Side-Zip', 'Slouch', 'Stretch', 'Pointed-Toe', 'Almond-Toe'],
      features: [
        'with a full-length side zip and a slim heel',
        'shaped to follow the calf without pinching',
        'tall enough to tuck skinny jeans into',
      ],
      price: [119, 400],
    },
    {
      items: [
        pair('Strappy Sandals', 'Sandals'),
        pair('Block-Heel Sandals', 'Sandals'),
        pair('Ankle-Strap Sandals', 'Sandals'),
        pair('Heeled Sandals', 'Sandals'),
      ],
      materials: ['Leather', 'Suede', 'Metallic Leather', 'Satin', 'Raffia', 'Patent Leather'],
      styles: ['Square-Toe', 'Barely-There', 'Buckled', 'Knotted', 'Mid-Heel', 'Braided'],
      features: [
        'with fine straps and a buckled ankle strap',
        'on a steady block heel you can dance in',
        'with a padded footbed for long summer days',
      ],
      price: [49, 240],
    },
  ],
  occasions: [
    'They finish everything from tailoring to slip dresses.',
    'Comfortable enough for a full day on your feet.',
    'Our stylists pair them with cropped trousers and a simple knit.',
    'A pair to reach for at every party of the season.',
  ],
  care: [
    'Wipe clean with a soft dry cloth.',
    'Protect with a suitable spray before first wear.',
    'Store in the dust bag provided.',
  ],
};
