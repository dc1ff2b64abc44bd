import { type CategoryCopy, item } from './product-template';

export const adultTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        item('Sequin Mini Dress', 'Party Dress'),
        item('Party Dress', 'Party Dress'),
        item('Sweetheart Mini Dress', 'Party Dress'),
        item('Bodycon Party Dress', 'Party Dress'),
      ],
      materials: ['Sequin', 'Metallic', 'Glitter', 'Beaded', 'Lamé', 'Velvet'],
      styles: ['Midnight', 'Showstopper', 'Disco', 'Cocktail', 'Strappy', 'Sparkle'],
      features: [
        'covered in sequins that shimmer under every light',
        'with a sweetheart neckline and fine straps',
        'fully lined so it is soft against the skin',
      ],
      price: [39, 180],
    },
    {
      items: [
        item('Burlesque Corset', 'Corset'),
        item('Corset Top', 'Corset'),
        item('Boned Corset', 'Corset'),
        item('Bustier Top', 'Corset'),
      ],
      materials: ['Satin', 'Velvet', 'Brocade', 'Sequin', 'Lace', 'Jacquard'],
      styles: ['Burlesque', 'Cabaret', 'Lace-Up', 'Sweetheart', 'Vintage-Inspired', 'Sparkle'],
      features: [
        'with flexible boning and criss-cross lacing at the front',
        'that cinches the waist for a classic hourglass shape',
        'with a sweetheart top edge and a hidden side zip',
      ],
      price: [35, 160],
    },
    {
      items: [
        item('Masquerade Mask', 'Mask'),
        item('Venetian Mask', 'Mask'),
        item('Feather Eye Mask', 'Mask'),
        item('Filigree Mask', 'Mask'),
      ],
      materials: ['Lace', 'Metallic', 'Glitter', 'Velvet', 'Satin', 'Rhinestone'],
      styles: ['Masquerade', 'Venetian', 'Carnival', 'Gala', 'Feathered', 'Midnight'],
      features: [
        'with a feather plume and filigree detail',
        'on satin ribbon ties that knot comfortably',
        'shaped to sit lightly on the face all night',
      ],
      price: [12, 79],
    },
    {
      items: [
        item('Flapper Dress', 'Party Dress'),
        item('Fringe Dress', 'Party Dress'),
        item('Charleston Dress', 'Party Dress'),
        item('Gatsby Dress', 'Party Dress'),
      ],
      materials: ['Beaded', 'Sequin', 'Fringed', 'Velvet', 'Metallic', 'Satin'],
      styles: ['1920s', 'Gatsby', 'Art Deco', 'Roaring Twenties', 'Cabaret', 'Speakeasy'],
      features: [
        'with tiers of fringe that swing when you dance',
        'with a beaded drop waist in true twenties style',
        'cut straight and loose for easy movement',
      ],
      price: [45, 190],
    },
  ],
  occasions: [
    'Made for themed parties, burlesque nights and New Year celebrations.',
    'Grown-up party wear that turns heads for all the right reasons.',
    'Pair it with heels and a bold lip for the full effect.',
  ],
  care: ['Hand wash cold and dry flat.', 'Spot clean only.'],
};
