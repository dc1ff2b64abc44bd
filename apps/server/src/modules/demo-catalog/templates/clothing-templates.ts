import { type CategoryCopy, item } from './product-template';

const KNITS = [
  'Cashmere',
  'Merino Wool',
  'Cotton',
  'Alpaca-Blend',
  'Lambswool',
  'Mohair-Blend',
  'Organic Cotton',
];

export const clothingTemplates: CategoryCopy = {
  lines: [
    {
      items: [
        item('Crew Jumper', 'Jumper'),
        item('Roll-Neck Jumper', 'Jumper'),
        item('Cable-Knit Sweater', 'Sweater'),
        item('Knitted Sweater', 'Sweater'),
        item('Sweatshirt', 'Sweatshirt', {
          materials: ['Cotton', 'Organic Cotton', 'Brushed Cotton', 'Loopback Cotton'],
        }),
      ],
      materials: KNITS,
      styles: ['Relaxed', 'Oversized', 'Cropped', 'Fine-Knit', 'Chunky', 'Ribbed'],
      features: [
        'with ribbed cuffs and hem for a neat finish',
        'knitted to a relaxed fit that layers easily',
        'soft enough to wear straight against the skin',
      ],
      price: [35, 320],
    },
    {
      items: [
        item('Cardigan', 'Cardigan'),
        item('Crew Cardigan', 'Cardigan'),
        item('V-Neck Cardigan', 'Cardigan'),
        item('Longline Cardigan', 'Cardigan'),
        item('Button-Through Cardigan', 'Cardigan'),
      ],
      materials: KNITS,
      styles: ['Relaxed', 'Cropped', 'Fine-Knit', 'Chunky', 'Pointelle', 'Boxy'],
      features: [
        'with contrast buttons and two patch pockets',
        'that buttons all the way down the front',
        'finished with ribbed edges that keep their shape',
      ],
      price: [39, 290],
    },
    {
      items: [
        item('Shirt', 'Shirt'),
        item('Oversized Shirt', 'Shirt'),
        item('Blouse', 'Blouse'),
        item('Tie-Neck Blouse', 'Blouse'),
        item('Button-Down Shirt', 'Shirt'),
      ],
      materials: [
        'Cotton',
        'Poplin',
        'Linen',
        'Silk',
        'Oxford Cotton',
        'Chambray',
        'Crepe de Chine',
        'Voile',
      ],
      styles: ['Relaxed', 'Tailored', 'Puff-Sleeve', 'Pintuck', 'Striped', 'Cropped'],
      features: [
        'with a pointed collar and buttoned cuffs',
        'cut long enough to tuck in or wear loose',
        'with a curved hem and a single chest pocket',
      ],
      price: [29, 160],
    },
    {
      items: [
        item('Wide-Leg Trousers', 'Trousers'),
        item('Tailored Trousers', 'Trousers'),
        item('Palazzo Trousers', 'Trousers'),
        item('Pleated Trousers', 'Trousers'),
        item('Culottes', 'Culottes'),
        item('Straight-Leg Jeans', 'Jeans', {
          materials: ['Denim', 'Stretch Denim', 'Organic Denim', 'Washed Denim', 'Rigid Denim'],
        }),
      ].map((i) => ({ ...i, pair: true })),
      materials: ['Wool-Blend', 'Linen', 'Crepe', 'Cotton Twill', 'Corduroy', 'Satin'],
      styles: ['High-Waisted', 'Cropped', 'Relaxed', 'Belted', 'Pressed-Crease', 'Drawstring'],
      features: [
        'with a high waist and legs that fall straight and wide',
        'with front pleats and slanted side pockets',
        'with a pressed crease that keeps them looking sharp',
      ],
      price: [39, 180],
    },
  ],
  occasions: [
    'A wardrobe staple that works with everything from jeans to skirts.',
    'Smart enough for the office, easy enough for the weekend.',
    'Pair it with trainers by day and heels by night.',
    'Made to be worn on repeat, season after season.',
  ],
  care: ['Machine wash at 30°C and reshape while damp.', 'Hand wash cold and dry flat.', 'Dry clean only.'],
};
