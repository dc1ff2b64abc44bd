import { type CategoryCopy, item } from './product-template';

export const lingerieTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        item('Balconette Bra', 'Bra'),
        item('Plunge Bra', 'Bra'),
        item('Underwired Bra', 'Bra'),
        item('Bralette', 'Bralette'),
        item('Demi-Cup Bra', 'Bra'),
      ],
      materials: ['Lace', 'Satin', 'Mesh', 'Embroidered Tulle', 'Microfibre', 'Silk', 'Cotton'],
      styles: ['Scalloped', 'Padded', 'Contour', 'Floral', 'Eyelash-Lace', 'Sheer'],
      features: [
        'with scalloped lace edges and adjustable straps',
        'with lightly lined cups for a smooth shape',
        'finished with a tiny bow at the centre',
      ],
      price: [19, 85],
    },
    {
      items: [
        item('Bodysuit', 'Bodysuit'),
        item('Plunge Bodysuit', 'Bodysuit'),
        item('Strappy Bodysuit', 'Bodysuit'),
        item('Teddy', 'Bodysuit'),
      ],
      materials: ['Lace', 'Mesh', 'Satin', 'Stretch Lace', 'Microfibre', 'Embroidered Tulle'],
      styles: ['Scalloped', 'Sheer-Panel', 'Floral', 'Sculpting', 'Contour', 'Delicate'],
      features: [
        'with lace cups and a plunging neckline',
        'that smooths and shapes under clothes',
        'with hook-and-eye fastening for easy wear',
      ],
      price: [29, 120],
    },
    {
      items: [
        item('Chemise', 'Nightwear'),
        item('Slip', 'Nightwear'),
        item('Nightdress', 'Nightwear'),
        item('Camisole', 'Camisole'),
      ],
      materials: ['Satin', 'Silk', 'Modal', 'Jersey', 'Charmeuse', 'Cotton'],
      styles: ['Lace-Trim', 'Scalloped', 'Bias-Cut', 'V-Neck', 'Embroidered', 'Adjustable-Strap'],
      features: [
        'trimmed with lace at the neckline and hem',
        'that feels cool and light against the skin',
        'on fine adjustable straps',
      ],
      price: [25, 140],
    },
    {
      items: [
        item('Robe', 'Robe'),
        item('Kimono Robe', 'Robe'),
        item('Dressing Gown', 'Robe'),
        item('Short Robe', 'Robe'),
      ],
      materials: ['Satin', 'Silk', 'Cotton', 'Waffle Cotton', 'Modal', 'Jersey', 'Velour'],
      styles: ['Lace-Trim', 'Belted', 'Piped', 'Floral', 'Wrap', 'Kimono-Sleeve'],
      features: [
        'with wide sleeves, lace cuffs and a tie belt',
        'that wraps generously and ties at the waist',
        'with two deep pockets and a hanging loop',
      ],
      price: [35, 180],
    },
  ],
  occasions: [
    'Beautiful enough to be seen, comfortable enough to forget.',
    'A treat for yourself or a thoughtful gift.',
    'Made for slow mornings and quiet evenings in.',
  ],
  care: ['Hand wash cold in a lingerie bag.', 'Machine wash at 30°C in a wash bag; do not tumble dry.'],
};
