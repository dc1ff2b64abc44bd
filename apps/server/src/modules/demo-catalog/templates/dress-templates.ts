import { type CategoryCopy, item } from './product-template';

export const dressTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        item('Slip Dress', 'Dress'),
        item('Slip Midi Dress', 'Dress'),
        item('Cami Dress', 'Dress'),
        item('Slip Maxi Dress', 'Dress'),
      ],
      materials: ['Silk', 'Satin', 'Washed Silk', 'Crepe', 'Charmeuse', 'Viscose', 'Cupro', 'Georgette'],
      styles: ['Bias-Cut', 'Cowl-Neck', 'Lace-Trim', 'Draped', 'Ruched', 'Minimal'],
      features: [
        'cut on the bias so it skims the body',
        'finished with a softly draped cowl neckline',
        'held up by fine adjustable straps',
      ],
      price: [59, 240],
    },
    {
      items: [
        item('A-Line Dress', 'Dress'),
        item('Skater Dress', 'Dress'),
        item('Fit and Flare Dress', 'Dress'),
        item('Pleated Midi Dress', 'Dress'),
        item('Sundress', 'Dress'),
      ],
      materials: ['Cotton', 'Linen', 'Poplin', 'Crepe', 'Broderie', 'Jersey', 'Seersucker', 'Chambray'],
      styles: ['Belted', 'Sleeveless', 'Scoop-Neck', 'Tiered', 'Square-Neck', 'Pleated'],
      features: [
        'with a neat fitted bodice and a skirt that swings as you move',
        'shaped by a slim belt at the natural waist',
        'with a pleated skirt that falls just below the knee',
      ],
      price: [45, 180],
    },
    {
      items: [
        item('Wrap Dress', 'Dress'),
        item('Wrap Midi Dress', 'Dress'),
        item('Tie-Waist Dress', 'Dress'),
        item('Tea Dress', 'Dress'),
      ],
      materials: ['Jersey', 'Crepe', 'Chiffon', 'Viscose', 'Satin', 'Modal'],
      styles: ['Floral', 'Polka-Dot', 'Flutter-Sleeve', 'V-Neck', 'Ditsy Print', 'Ruffle-Hem'],
      features: [
        'with a true wrap front that ties at the side',
        'with short sleeves and a flattering V neckline',
        'that wraps and ties for a fit you can adjust',
      ],
      price: [49, 190],
    },
    {
      items: [
        item('Maxi Dress', 'Dress'),
        item('Halter Maxi Dress', 'Dress'),
        item('Evening Gown', 'Gown'),
        item('Column Gown', 'Gown'),
      ],
      materials: ['Chiffon', 'Satin', 'Silk', 'Tulle', 'Crepe', 'Velvet', 'Georgette'],
      styles: ['Floor-Length', 'Backless', 'Pleated', 'Empire-Waist', 'Draped', 'Halterneck'],
      features: [
        'with a halter neck and a skirt that flows to the floor',
        'that falls in soft, fluid folds from a defined waist',
        'with a low back and a sweeping hem',
      ],
      price: [69, 380],
    },
  ],
  occasions: [
    'Made for weddings, dinners and long summer evenings.',
    'Dress it up with heels or down with flat sandals.',
    'Easy to pack and it comes out of a suitcase crease-free.',
    'A piece that takes you from the office to the evening.',
  ],
  care: ['Hand wash cold or dry clean.', 'Machine wash at 30°C on a gentle cycle.', 'Dry clean only.'],
};
