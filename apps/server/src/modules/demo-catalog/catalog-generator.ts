import {
  CATEGORIES,
  type Category,
  COLORS,
  type Color,
  ONE_SIZE,
  type Size,
  sizesForCategory,
} from '@shop/shared/catalog';
import { escapeHtml } from '../../lib/escape-html';
import { DEMO_REVIEWS_MAX, type DemoReview, demoReviews } from './demo-reviews';
import { DESIGNS_PER_CATEGORY, demoImagePath, metalFor, VIEWS_PER_PRODUCT } from './product-art';

export interface GeneratedProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  category: Category;
  color: Color;
  priceCents: number;
  oldPriceCents: number | null;
  /** The average of `reviews` (null without any) and how many there are: never a made-up number. */
  averageRating: number | null;
  reviewCount: number;
  /** Written by the demo shoppers (demo-reviews.ts); the seed stores them with the product. */
  reviews: DemoReview[];
  createdAt: Date;
  variants: { id: string; size: Size; color: Color; priceCents: number; stock: number; position: number }[];
  images: { id: string; url: string; alt: string; position: number }[];
}

/** A product noun the drawing of its line shows; `pair` reads "a pair of" in descriptions. */
interface Item {
  noun: string;
  type: string;
  pair?: boolean;
  /** Replaces the line's materials where they would read oddly (satin jeans). */
  materials?: readonly string[];
}

/** One design of a category: the nouns it can be sold as and the words that describe them. */
interface Line {
  items: readonly Item[];
  materials: readonly string[];
  styles: readonly string[];
  /** Each finishes the first description sentence after a comma. */
  features: readonly string[];
  /** Price range in whole dollars; prices are spread evenly on a log scale in between. */
  price: readonly [number, number];
  /** Cosmetics are named by shade or scent; their `materials` are finishes or notes. */
  naming?: 'shade' | 'scent';
}

interface CategoryCopy {
  lines: readonly Line[];
  occasions: readonly string[];
  care: readonly string[];
  /** Jewellery names its metal and stone, both of which follow the colour. */
  jewel?: boolean;
}

const KNITS = [
  'Cashmere',
  'Merino Wool',
  'Cotton',
  'Alpaca-Blend',
  'Lambswool',
  'Mohair-Blend',
  'Organic Cotton',
];
const LEATHERS = ['Leather', 'Suede', 'Nubuck', 'Patent Leather', 'Croc-Effect Leather', 'Vegan Leather'];
const BAG_LEATHERS = [
  'Leather',
  'Pebbled Leather',
  'Suede',
  'Croc-Embossed Leather',
  'Saffiano Leather',
  'Vegan Leather',
];
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

const item = (noun: string, type: string, extra: Partial<Item> = {}): Item => ({ noun, type, ...extra });
const pair = (noun: string, type: string): Item => ({ noun, type, pair: true });

// Lines are listed in design order: line n is drawn by design n of the category in product-art.ts.
const COPY: Record<Category, CategoryCopy> = {
  dress: {
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
  },
  clothing: {
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
  },
  shoes: {
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
  },
  accessories: {
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
  },
  jewellery: {
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
  },
  cosmetics: {
    lines: [
      {
        items: [item('Lipstick', 'Lipstick'), item('Lip Colour', 'Lipstick'), item('Lip Balm', 'Lip Balm')],
        materials: [
          'Velvet Matte',
          'Satin',
          'Sheer',
          'Cream',
          'Long-Wear',
          'Glossy',
          'Hydrating',
          'Soft Matte',
        ],
        styles: [],
        features: [
          'with a weightless, creamy texture that does not dry the lips',
          'that glides on in one stroke and lasts for hours',
          'enriched with shea butter and vitamin E',
        ],
        price: [8, 38],
        naming: 'shade',
      },
      {
        items: [
          item('Pressed Powder', 'Powder'),
          item('Blush Compact', 'Blush'),
          item('Highlighter Compact', 'Highlighter'),
          item('Eyeshadow Compact', 'Eyeshadow'),
          item('Bronzer Compact', 'Bronzer'),
        ],
        materials: ['Silk', 'Radiant', 'Soft-Focus', 'Baked', 'Mineral', 'Luminous', 'Shimmer'],
        styles: [],
        features: [
          'in a mirrored compact that fits any handbag',
          'finely milled for a smooth, buildable finish',
          'that blends easily with fingers or a brush',
        ],
        price: [12, 48],
        naming: 'shade',
      },
      {
        items: [
          item('Eau de Parfum', 'Perfume'),
          item('Eau de Toilette', 'Perfume'),
          item('Parfum', 'Perfume'),
          item('Body Mist', 'Body Mist'),
        ],
        materials: [
          'Rose',
          'Amber',
          'Vanilla',
          'Jasmine',
          'Oud',
          'Peony',
          'Neroli',
          'Fig',
          'White Musk',
          'Tuberose',
          'Sandalwood',
          'Bergamot',
          'Iris',
          'Orange Blossom',
          'Vetiver',
          'Pear',
        ],
        styles: [],
        features: [
          'in a heavy glass bottle with a polished cap',
          'that opens bright and settles into a warm, soft base',
          'made to be layered or worn on its own',
        ],
        price: [28, 150],
        naming: 'scent',
      },
      {
        items: [
          item('Nail Polish', 'Nail Polish'),
          item('Nail Lacquer', 'Nail Polish'),
          item('Gel Nail Colour', 'Nail Polish'),
        ],
        materials: ['Glossy', 'Gel-Effect', 'Quick-Dry', 'Chip-Resistant', 'Shimmer', 'Matte', 'Crème'],
        styles: [],
        features: [
          'with a wide brush for even coverage in two coats',
          'that dries in minutes to a high-shine finish',
          'formulated without the harshest solvents',
        ],
        price: [6, 22],
        naming: 'shade',
      },
    ],
    occasions: [
      'Cruelty-free and dermatologically tested.',
      'Vegan formula, free from parabens.',
      'A make-up bag essential that makes a lovely gift.',
    ],
    care: ['Store away from direct sunlight and heat.', 'Best used within 12 months of opening.'],
  },
  swim: {
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
  },
  lingerie: {
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
  },
  costumes: {
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
  },
  adult: {
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
  },
};

const COLOR_WORDS: Record<Color, readonly string[]> = {
  black: ['classic black', 'jet black', 'black'],
  red: ['deep red', 'cherry red', 'red'],
  yellow: ['sunny yellow', 'buttercup yellow', 'yellow'],
  gold: ['burnished gold', 'metallic gold', 'gold'],
  blue: ['cobalt blue', 'deep blue', 'blue'],
  silver: ['metallic silver', 'soft silver', 'silver'],
  beige: ['warm beige', 'sand beige', 'beige'],
  green: ['emerald green', 'forest green', 'green'],
  pink: ['blush pink', 'rose pink', 'pink'],
  purple: ['plum purple', 'violet', 'purple'],
  white: ['crisp white', 'ivory white', 'white'],
};

const SHADES: Record<Color, readonly string[]> = {
  black: ['Onyx', 'Midnight', 'Ink', 'Jet'],
  red: ['Cherry', 'Scarlet', 'Ruby', 'Poppy', 'Rouge'],
  yellow: ['Sunflower', 'Buttercup', 'Lemon Drop', 'Marigold'],
  gold: ['Golden Hour', 'Honey', 'Bronze', 'Liquid Gold'],
  blue: ['Cobalt', 'Sapphire', 'Denim', 'Lagoon'],
  silver: ['Moonlight', 'Platinum', 'Chrome', 'Starlight'],
  beige: ['Nude', 'Sand', 'Latte', 'Biscuit', 'Cashmere'],
  green: ['Emerald', 'Sage', 'Jade', 'Olive'],
  pink: ['Peony', 'Rosewater', 'Blush', 'Ballet', 'Flamingo'],
  purple: ['Plum', 'Violet', 'Orchid', 'Amethyst'],
  white: ['Porcelain', 'Pearl', 'Snow', 'Cloud'],
};

/** The stone a jewellery drawing shows in the product's colour; gold pieces are plain metal. */
const GEMS: Record<Color, string> = {
  black: 'Onyx',
  red: 'Garnet',
  yellow: 'Citrine',
  gold: '',
  blue: 'Blue Topaz',
  silver: 'Crystal',
  beige: 'Champagne Crystal',
  green: 'Emerald',
  pink: 'Rose Quartz',
  purple: 'Amethyst',
  white: 'Pearl',
};
const METAL_WORDS = {
  gold: ['Gold-Plated', 'Gold Vermeil', 'Gold-Tone', 'Gold-Filled'],
  silver: ['Sterling Silver', 'Silver-Plated', 'Rhodium-Plated', 'Silver-Tone'],
} as const;

const VIEW_NAMES = ['front', 'back', 'detail', 'styled'] as const;

/** Catalog dates count back from a fixed day, so the same seed gives the same catalog on any day. */
const REFERENCE_TIME = Date.UTC(2026, 10, 1);
const SPAN_SECONDS = 548 * 24 * 60 * 60;

/** mulberry32: tiny, fast and good enough for demo data; returns unsigned 32-bit integers. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** UUID v4 shaped ids from a generator's stream. */
function uuidFrom(next: () => number): () => string {
  return () => {
    const a = next();
    const b = hex32(((next() & 0xffff0fff) | 0x4000) >>> 0);
    const c = hex32(((next() & 0x3fffffff) | 0x80000000) >>> 0);
    return `${hex32(a)}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${hex32(next())}`;
  };
}

const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex32 = (n: number) =>
  `${HEX_BYTES[n >>> 24]}${HEX_BYTES[(n >>> 16) & 255]}${HEX_BYTES[(n >>> 8) & 255]}${HEX_BYTES[n & 255]}`;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const words = (text: string) => text.toLowerCase().split(/[\s-]+/);
const article = (text: string) => (/^[aeiou]/i.test(text) ? 'an' : 'a');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Yields a demo catalog: realistic names, prices, sizes, stock and drawn images for every category.
 * The same count and seed always give the same products, ids included, so runs can be compared.
 */
export function* generateCatalog(options: { count: number; seed?: number }): Generator<GeneratedProduct> {
  const seed = options.seed ?? 1;
  const next = prng(seed);
  const random = () => next() / 4_294_967_296;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const uuid = uuidFrom(next);

  // Categories are dealt in shuffled rounds of ten, so every category gets its share at any count.
  const round = [...CATEGORIES];
  for (let index = 0; index < options.count; index++) {
    const slot = index % round.length;
    if (slot === 0) {
      for (let i = round.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [round[i], round[j]] = [round[j] as Category, round[i] as Category];
      }
    }
    const category = round[slot] as Category;
    const copy = COPY[category];
    const design = Math.floor(random() * DESIGNS_PER_CATEGORY);
    const line = copy.lines[design % copy.lines.length] as Line;
    const color = pick(COLORS);
    const product = pick(line.items);
    const colorWord = pick(COLOR_WORDS[color]);
    const feature = pick(line.features);

    let title: string;
    let lead: string;
    if (line.naming === 'shade') {
      const finish = pick(line.materials);
      const shade = pick(SHADES[color]);
      title = `${finish} ${product.noun} in ${shade}`;
      lead = `${capitalise(article(finish))} ${finish.toLowerCase()} ${product.noun.toLowerCase()} in ${shade}, a ${colorWord} shade, ${feature}.`;
    } else if (line.naming === 'scent') {
      const top = pick(line.materials);
      let base = pick(line.materials);
      if (base === top) base = 'Cedarwood';
      title = random() < 0.5 ? `${top} ${product.noun}` : `${top} & ${base} ${product.noun}`;
      lead = `${capitalise(article(product.noun))} ${product.noun.toLowerCase()} with notes of ${top.toLowerCase()} and ${base.toLowerCase()}, ${feature}.`;
    } else {
      const material = copy.jewel
        ? `${pick(METAL_WORDS[metalFor(category, color)])}${GEMS[color] ? ` ${GEMS[color]}` : ''}`
        : pick(product.materials ?? line.materials);
      const style = pick(line.styles);
      const taken = new Set([...words(material), ...words(product.noun)]);
      const useStyle = random() < 0.55 && !words(style).some((w) => taken.has(w));
      const namesColor = !copy.jewel && random() < 0.3 && !taken.has(color);
      title = [useStyle ? style : '', namesColor ? capitalise(color) : '', material, product.noun]
        .filter(Boolean)
        .join(' ');
      const described = `${material.toLowerCase()} ${product.noun.toLowerCase()}`;
      // A named stone already says the colour.
      const shade = copy.jewel && GEMS[color] ? '' : ` in ${colorWord}`;
      lead = `${product.pair ? 'A pair of' : capitalise(article(described))} ${described}${shade}, ${feature}.`;
    }
    const occasion = pick(copy.occasions);
    const care = pick(copy.care);

    const [low, high] = line.price;
    const dollars = Math.round(low * (high / low) ** random());
    const ending = random();
    const priceCents = dollars * 100 - (ending < 0.45 ? 0 : ending < 0.75 ? 1 : ending < 0.9 ? 5 : 50);
    let oldPriceCents: number | null = null;
    if (random() < 0.17) {
      const discount = pick([0.1, 0.15, 0.2, 0.2, 0.25, 0.3, 0.4]);
      oldPriceCents = Math.ceil(priceCents / (1 - discount) / 100) * 100;
    }

    const rated = random() >= 0.1;
    // These two draws once were a made-up rating and count; they now aim the product's demo
    // reviews, so every later draw, and so every other field of the catalog, stays as it was.
    const aim = rated ? 3 + 2 * (1 - (1 - random()) ** 2) : 0;
    const spread = rated ? random() ** 2 : 0;
    const createdAt = new Date(REFERENCE_TIME - Math.floor(random() * SPAN_SECONDS) * 1000);

    const sizes = sizesForCategory(category);
    // The reviews draw from a stream of their own per product, for the same reason.
    const reviewNext = prng(Math.imul(seed, 0x9e3779b9) ^ Math.imul(index + 1, 0x85ebca6b));
    const reviews = rated
      ? demoReviews({
          random: () => reviewNext() / 4_294_967_296,
          uuid: uuidFrom(reviewNext),
          count: 1 + Math.floor(DEMO_REVIEWS_MAX * spread),
          aim,
          sized: !(sizes.length === 1 && sizes[0] === ONE_SIZE),
          from: createdAt,
          until: new Date(REFERENCE_TIME),
        })
      : [];
    const reviewCount = reviews.length;
    const averageRating =
      reviewCount === 0 ? null : reviews.reduce((sum, review) => sum + review.rating, 0) / reviewCount;
    // One-size products sell out with their only variant, so they run out less often per variant;
    // that keeps about 10% of variants and about 3% of products at zero stock overall.
    const soldOut = random() < 0.015;
    const outOfSize = sizes.length === 1 ? 0.05 : 0.1;
    const id = uuid();
    const variants = sizes.map((size, position) => ({
      id: uuid(),
      size,
      color,
      priceCents,
      stock: soldOut || random() < outOfSize ? 0 : 1 + Math.floor(random() * 25),
      position,
    }));
    const imageCount = 2 + Math.floor(random() * (VIEWS_PER_PRODUCT - 1));
    const subject = words(title).includes(color) ? title : `${title} in ${color}`;
    const images = [];
    for (let view = 0; view < imageCount; view++) {
      images.push({
        id: uuid(),
        url: demoImagePath({ category, design, color, view }),
        alt: `${subject} – ${VIEW_NAMES[view]} view`,
        position: view,
      });
    }

    yield {
      id,
      handle: `${slugify(title)}-${index.toString(36)}`,
      title,
      description: `${lead} ${occasion} ${care}`,
      descriptionHtml:
        `<p>${escapeHtml(lead)} ${escapeHtml(occasion)}</p>` +
        `<ul><li><strong>Colour:</strong> ${escapeHtml(capitalise(color))}</li>` +
        `<li><strong>Care:</strong> ${escapeHtml(care)}</li></ul>`,
      productType: product.type,
      category,
      color,
      priceCents,
      oldPriceCents,
      averageRating,
      reviewCount,
      reviews,
      createdAt,
      variants,
      images,
    };
  }
}
