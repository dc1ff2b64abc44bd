import { type CategoryCopy, item } from './product-template';

const SWIM_FABRICS = [
  'Ribbed',
  'Recycled',
  'Textured',
  'Crinkle',
  'Shimmer',
  'Seersucker',
  'Sculpting',
  'Matte',
];

export const swimTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        item('One-Piece Swimsuit', 'Swimsuit'),
        item('Scoop-Back Swimsuit', 'Swimsuit'),
        item('High-Leg Swimsuit', 'Swimsuit'),
        item('Square-Neck Swimsuit', 'Swimsuit'),
      ],
      materials: SWIM_FABRICS,
      styles: ['Belted', 'Ruched', 'Cut-Out', 'Tie-Shoulder', 'Classic', 'Plunge'],
      features: [
        'with a scoop neckline and flattering high-cut legs',
        'fully lined and shaped to hold you in gently',
        'in a fabric that dries quickly in the sun',
      ],
      price: [35, 160],
    },
    {
      items: [
        item('Triangle Bikini', 'Bikini'),
        item('String Bikini', 'Bikini'),
        item('Bikini Set', 'Bikini'),
      ],
      materials: SWIM_FABRICS,
      styles: ['Tie-Side', 'Ring-Detail', 'Classic', 'Halterneck', 'Ruched'],
      features: [
        'with adjustable triangle cups and tie-side briefs',
        'with ties at the neck and back for a custom fit',
        'in a fabric that resists chlorine and salt water',
      ],
      price: [29, 120],
    },
    {
      items: [
        item('Beach Kaftan', 'Kaftan'),
        item('Kaftan Dress', 'Kaftan'),
        item('Cover-Up', 'Cover-Up'),
        item('Tunic Cover-Up', 'Cover-Up'),
      ],
      materials: ['Cotton', 'Linen', 'Voile', 'Crochet', 'Gauze', 'Crinkle Cotton', 'Chiffon'],
      styles: ['Embroidered', 'Tassel-Trim', 'Relaxed', 'Sheer', 'Kimono-Sleeve', 'Tie-Front'],
      features: [
        'with wide batwing sleeves and an embroidered neckline',
        'light enough to throw over a swimsuit',
        'that folds small enough to fit into a beach bag',
      ],
      price: [29, 140],
    },
    {
      items: [
        item('Bandeau Bikini', 'Bikini'),
        item('High-Waist Bikini', 'Bikini'),
        item('Bandeau Bikini Set', 'Bikini'),
      ],
      materials: SWIM_FABRICS,
      styles: ['Twist-Front', 'Retro', 'Ruched', 'Strapless', 'Belted', 'Ring-Detail'],
      features: [
        'with a twist-front bandeau and high-waisted briefs',
        'with a removable halter strap and light padding',
        'with a retro high waist that flatters every figure',
      ],
      price: [29, 120],
    },
  ],
  occasions: [
    'Made for beach days, pool parties and city breaks in the sun.',
    'Packs flat and dries fast between swims.',
    'Take it from the pool to a beachside lunch.',
  ],
  care: [
    'Rinse in cool fresh water after wearing and dry in the shade.',
    'Hand wash cold; do not tumble dry.',
  ],
};
