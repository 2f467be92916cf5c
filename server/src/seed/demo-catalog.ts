/**
 * The demo store `npm start` seeds on first start (issue 4, item 9): two regions, three
 * collections, a category tree and 26 products with options, variants, prices in eur and
 * usd, and stock. Plain data; demo-store.ts turns it into API calls.
 */

export interface DemoRegion {
  name: string;
  currency_code: 'eur' | 'usd';
  tax_rate: number;
  countries: string[];
}

export const DEMO_REGIONS: DemoRegion[] = [
  {
    name: 'Europe',
    currency_code: 'eur',
    tax_rate: 20,
    countries: ['de', 'fr', 'it', 'es', 'nl', 'at', 'be'],
  },
  { name: 'North America', currency_code: 'usd', tax_rate: 0, countries: ['us', 'ca'] },
];

export const DEMO_COLLECTIONS = [
  { title: 'Essentials', handle: 'essentials' },
  { title: 'Outdoor', handle: 'outdoor' },
  { title: 'Home', handle: 'home' },
] as const;

export type CollectionHandle = (typeof DEMO_COLLECTIONS)[number]['handle'];

/** Parent categories first: the seed creates them in this order. */
export const DEMO_CATEGORIES = [
  { name: 'Apparel', handle: 'apparel', parent: null },
  { name: 'Tops', handle: 'tops', parent: 'apparel' },
  { name: 'Bottoms', handle: 'bottoms', parent: 'apparel' },
  { name: 'Accessories', handle: 'accessories', parent: null },
  { name: 'Home & Kitchen', handle: 'home-kitchen', parent: null },
] as const;

export type CategoryHandle = (typeof DEMO_CATEGORIES)[number]['handle'];

export interface DemoProduct {
  title: string;
  handle: string;
  description: string;
  collection: CollectionHandle;
  category: CategoryHandle;
  type: string;
  tags: string[];
  /** Option title -> values; variants are every combination. */
  options: Record<string, string[]>;
  /** Price of every variant, in minor units. */
  price: { eur: number; usd: number };
  /** Stock per variant at the main warehouse. */
  stock: number;
  allowBackorder?: boolean;
  /** Hue of the generated product picture. */
  hue: number;
}

const SIZES = ['S', 'M', 'L', 'XL'];

function apparel(
  title: string,
  handle: string,
  description: string,
  category: 'tops' | 'bottoms',
  eur: number,
  hue: number,
  colors: string[],
): DemoProduct {
  return {
    title,
    handle,
    description,
    collection: 'essentials',
    category,
    type: 'Apparel',
    tags: ['cotton', category === 'tops' ? 'top' : 'bottom'],
    options: { Size: SIZES, Color: colors },
    price: { eur, usd: Math.round(eur * 1.1) },
    stock: 12,
    hue,
  };
}

function item(
  title: string,
  handle: string,
  description: string,
  collection: CollectionHandle,
  category: CategoryHandle,
  type: string,
  eur: number,
  hue: number,
  options: Record<string, string[]> = { Finish: ['Standard'] },
  stock = 25,
): DemoProduct {
  return {
    title,
    handle,
    description,
    collection,
    category,
    type,
    tags: [type.toLowerCase()],
    options,
    price: { eur, usd: Math.round(eur * 1.1) },
    stock,
    hue,
  };
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  apparel(
    'Classic T-Shirt',
    't-shirt',
    'A soft organic-cotton tee with a relaxed fit.',
    'tops',
    1950,
    210,
    ['White', 'Black', 'Navy'],
  ),
  apparel(
    'Long Sleeve Shirt',
    'long-sleeve-shirt',
    'Breathable cotton with a clean collar.',
    'tops',
    3900,
    20,
    ['White', 'Sky'],
  ),
  apparel(
    'Hoodie',
    'hoodie',
    'Brushed fleece inside, a roomy hood and a kangaroo pocket.',
    'tops',
    5900,
    280,
    ['Grey', 'Forest'],
  ),
  apparel(
    'Sweatshirt',
    'sweatshirt',
    'A heavyweight crew neck for cool evenings.',
    'tops',
    4900,
    330,
    ['Oat', 'Charcoal'],
  ),
  apparel(
    'Polo Shirt',
    'polo-shirt',
    'Piqué cotton polo with mother-of-pearl buttons.',
    'tops',
    3500,
    160,
    ['White', 'Green'],
  ),
  apparel(
    'Chino Trousers',
    'chinos',
    'Stretch twill chinos with a tapered leg.',
    'bottoms',
    6900,
    40,
    ['Khaki', 'Navy'],
  ),
  apparel(
    'Denim Jeans',
    'jeans',
    'Selvedge denim, straight cut, made to fade.',
    'bottoms',
    8900,
    225,
    ['Indigo', 'Black'],
  ),
  apparel(
    'Sweatpants',
    'sweatpants',
    'Jogger fit with an elastic, drawstring waist.',
    'bottoms',
    4500,
    260,
    ['Grey', 'Black'],
  ),
  apparel('Shorts', 'shorts', 'Lightweight cotton shorts for warm days.', 'bottoms', 2900, 50, [
    'Sand',
    'Navy',
  ]),
  item(
    'Rain Jacket',
    'rain-jacket',
    'Waterproof, breathable and packs into its own pocket.',
    'outdoor',
    'tops',
    'Outerwear',
    12900,
    190,
    { Size: SIZES },
    8,
  ),
  item(
    'Down Vest',
    'down-vest',
    'Responsibly sourced down for light warmth.',
    'outdoor',
    'tops',
    'Outerwear',
    9900,
    15,
    { Size: SIZES },
    6,
  ),
  item(
    'Trail Backpack',
    'trail-backpack',
    'A 24 litre pack with a ventilated back panel.',
    'outdoor',
    'accessories',
    'Bag',
    8900,
    120,
    { Color: ['Olive', 'Black'] },
  ),
  item(
    'Water Bottle',
    'water-bottle',
    'Insulated steel keeps drinks cold for 24 hours.',
    'outdoor',
    'accessories',
    'Drinkware',
    2400,
    180,
    { Size: ['500 ml', '750 ml'] },
  ),
  item(
    'Camping Mug',
    'camping-mug',
    'Enamel mug that goes from campfire to desk.',
    'outdoor',
    'home-kitchen',
    'Drinkware',
    1400,
    30,
  ),
  item(
    'Wool Beanie',
    'wool-beanie',
    'Merino rib-knit beanie.',
    'outdoor',
    'accessories',
    'Headwear',
    2500,
    0,
    { Color: ['Rust', 'Grey', 'Navy'] },
  ),
  item(
    'Baseball Cap',
    'baseball-cap',
    'Washed cotton six-panel cap.',
    'essentials',
    'accessories',
    'Headwear',
    2200,
    240,
    { Color: ['Stone', 'Navy'] },
  ),
  item(
    'Leather Belt',
    'leather-belt',
    'Full-grain leather with a brass buckle.',
    'essentials',
    'accessories',
    'Belt',
    4500,
    25,
    { Size: ['85', '90', '95', '100'] },
  ),
  item(
    'Canvas Tote',
    'canvas-tote',
    'A sturdy everyday tote with an inner pocket.',
    'essentials',
    'accessories',
    'Bag',
    1900,
    45,
  ),
  item(
    'Socks (3 Pack)',
    'socks',
    'Cushioned cotton socks.',
    'essentials',
    'accessories',
    'Socks',
    1500,
    300,
    { Size: ['36-40', '41-46'] },
    0,
  ),
  item(
    'Ceramic Mug',
    'ceramic-mug',
    'Stoneware mug, glazed by hand.',
    'home',
    'home-kitchen',
    'Drinkware',
    1800,
    200,
  ),
  item(
    'Linen Napkins',
    'linen-napkins',
    'A set of four stonewashed linen napkins.',
    'home',
    'home-kitchen',
    'Textiles',
    2900,
    90,
    { Color: ['Natural', 'Sage'] },
  ),
  item(
    'Cotton Throw',
    'cotton-throw',
    'A woven throw for the sofa.',
    'home',
    'home-kitchen',
    'Textiles',
    6900,
    350,
    { Color: ['Ivory', 'Terracotta'] },
  ),
  item(
    'Scented Candle',
    'scented-candle',
    'Soy wax with cedar and bergamot, 40 hours.',
    'home',
    'home-kitchen',
    'Candle',
    2600,
    60,
  ),
  item(
    'Cutting Board',
    'cutting-board',
    'End-grain oak board.',
    'home',
    'home-kitchen',
    'Kitchen',
    4900,
    35,
    { Size: ['Small', 'Large'] },
  ),
  item(
    'Coffee Grinder',
    'coffee-grinder',
    'Hand grinder with ceramic burrs.',
    'home',
    'home-kitchen',
    'Kitchen',
    5900,
    15,
  ),
  {
    ...item(
      'Limited Print',
      'limited-print',
      'A signed print, made to order.',
      'home',
      'home-kitchen',
      'Art',
      9900,
      300,
      { Size: ['A3', 'A2'] },
      0,
    ),
    allowBackorder: true,
  },
];

/** Every combination of option values, in option order. */
export function variantCombinations(options: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(options).reduce<Record<string, string>[]>(
    (combinations, [title, values]) =>
      combinations.flatMap((c) => values.map((value) => ({ ...c, [title]: value }))),
    [{}],
  );
}
