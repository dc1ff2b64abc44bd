import { type CategoryCopy, item, pair } from './product-template';

export const costumesTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        item('Witch Hat', 'Hat'),
        item('Witch Costume', 'Costume'),
        item('Sorceress Costume', 'Costume'),
        item('Witch Hat Set', 'Costume'),
      ],
      materials: ['Velvet', 'Felt', 'Glitter', 'Satin', 'Sequin', 'Tulle'],
      styles: ['Halloween', 'Enchanted', 'Gothic', 'Classic', 'Deluxe', 'Storybook'],
      features: [
        'with a tall crooked crown and a wide brim that holds its shape',
        'with a buckled band and a soft inner lining',
        'that folds flat for storage between parties',
      ],
      price: [15, 70],
    },
    {
      items: [
        item('Vampire Cape', 'Cape'),
        item('Hooded Cape', 'Cape'),
        item('Superhero Cape', 'Cape'),
        item('Countess Cape', 'Cape'),
      ],
      materials: ['Velvet', 'Satin', 'Crushed Velvet', 'Taffeta', 'Felt'],
      styles: ['Halloween', 'Gothic', 'Collared', 'Floor-Length', 'Deluxe', 'Theatrical'],
      features: [
        'with a dramatic stand-up collar and a contrast lining',
        'that fastens at the neck with a metal clasp',
        'with a pointed hem that swirls as you walk',
      ],
      price: [19, 89],
    },
    {
      items: [
        item('Tiara and Wand Set', 'Costume Accessory'),
        item('Fairy Princess Set', 'Costume'),
        item('Fairy Godmother Set', 'Costume'),
        item('Star Wand', 'Costume Accessory'),
      ],
      materials: ['Glitter', 'Sparkle', 'Rhinestone', 'Crystal', 'Sequin', 'Satin'],
      styles: ['Storybook', 'Enchanted', 'Princess', 'Dress-Up', 'Fairytale', 'Deluxe'],
      features: [
        'with a jewelled tiara and a ribbon-trimmed star wand',
        'that turns any party dress into a fairytale look',
        'light enough to wear all evening',
      ],
      price: [9, 45],
    },
    {
      items: [
        pair('Fairy Wings', 'Wings'),
        pair('Butterfly Wings', 'Wings'),
        pair('Pixie Wings', 'Wings'),
        pair('Cosplay Wings', 'Wings'),
      ],
      materials: ['Glitter', 'Iridescent', 'Organza', 'Sheer', 'Sequin', 'Tulle'],
      styles: ['Enchanted', 'Woodland', 'Festival', 'Cosplay', 'Fairytale', 'Oversized'],
      features: [
        'on soft elastic shoulder loops',
        'with wired edges that keep their shape',
        'that shimmer as they catch the light',
      ],
      price: [12, 59],
    },
  ],
  occasions: [
    'Made for Halloween, fancy dress parties and cosplay conventions.',
    'Pairs with our costume accessories for a complete look.',
    'Easy to put on, so the party starts sooner.',
  ],
  care: ['Spot clean only.', 'Store flat in a cool, dry place.'],
};
