// Kinds of product a shopper treats as interchangeable across brands (toned milk, toor dal, iodised
// salt ...), read from a product's category, title and attributes through one small reviewed
// table. Brand names never decide a kind. A product the table does not know has no kind, and so no
// equivalents. docs/rules.md, "Kinds and equivalents".
import { PACK_SIZE_TEXT } from './units';

/** Families group kinds a generic word names ("milk", "दूध", "dal"). */
export type KindFamily =
  | 'milk'
  | 'dairy'
  | 'eggs'
  | 'vegetables'
  | 'flour'
  | 'rice'
  | 'dal'
  | 'sweetener'
  | 'salt'
  | 'oil'
  | 'breakfast'
  | 'bread'
  | 'spices'
  | 'sauces';

/** One row of the table of kinds. */
export interface Kind {
  /** Stable id, e.g. "toned-milk". */
  id: string;
  /** Shopper-facing name, e.g. "Toned milk". */
  label: string;
  family: KindFamily;
  /** A staple the equivalents must cover (issue 34's list). */
  staple: boolean;
}

interface KindRule extends Kind {
  /** Phrases (normalised words) of which the text must contain one. */
  any: readonly string[];
  /** Phrases that rule the kind out (flavoured milk, masala oats, sweet potato). */
  not?: readonly string[];
  /** Words of which a given category must contain one; a category elsewhere rules the kind out. */
  categories: readonly string[];
}

/**
 * Attributes that split a kind: two products of one kind are equivalent only with the same set
 * (organic toor dal is not suggested for toor dal, cold pressed oil not for refined).
 */
const ATTRIBUTES: ReadonlyArray<{ id: string; any: readonly string[] }> = [
  { id: 'organic', any: ['organic'] },
  {
    id: 'cold pressed',
    any: ['cold pressed', 'wood pressed', 'kachi ghani', 'kachchi ghani', 'chekku', 'ghani'],
  },
  { id: 'unsalted', any: ['unsalted', 'white butter'] },
  { id: 'cow', any: ['cow'] },
  { id: 'buffalo', any: ['buffalo'] },
  { id: 'a2', any: ['a2'] },
  { id: 'lactose free', any: ['lactose free'] },
  { id: 'low fat', any: ['low fat', 'lite', 'light', 'skimmed'] },
  { id: 'long life', any: ['uht', 'long life', 'tetra', 'tetra pak'] },
  { id: 'brown', any: ['brown'] },
  { id: 'free range', any: ['free range', 'desi anda', 'kadaknath', 'omega'] },
  { id: 'extra virgin', any: ['extra virgin'] },
  { id: 'pomace', any: ['pomace'] },
  { id: 'powder', any: ['powder', 'powdered'] },
  { id: 'hybrid', any: ['hybrid'] },
  { id: 'desi', any: ['desi', 'local', 'nati'] },
  { id: 'high fibre', any: ['high fibre', 'high fiber'] },
  { id: 'steel cut', any: ['steel cut'] },
  {
    id: 'everyday grade',
    any: ['rozana', 'rozzana', 'everyday', 'mogra', 'dubar', 'tibar', 'feast', 'broken'],
  },
  { id: 'chitra', any: ['chitra'] },
  { id: 'jammu', any: ['jammu'] },
  { id: 'kashmiri', any: ['kashmiri', 'kashmirilal'] },
];

// Words a list or a title may spell other ways, read as one (Hinglish and Devanagari included).
const FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:doodh|dudh)\b|दूध/g, 'milk'],
  [/\b(?:dahi)\b|दही/g, 'curd'],
  [/\b(?:aata|ata)\b|आटा/g, 'atta'],
  [/\b(?:chawal)\b|चावल/g, 'rice'],
  [/\b(?:daal|dhal)\b|दाल/g, 'dal'],
  [/\b(?:arhar|tur|tuvar|toovar|tuar)\b|तूर|तुअर|अरहर/g, 'toor'],
  [/\b(?:mung)\b|मूंग/g, 'moong'],
  [/\b(?:cheeni|chini|shakkar)\b|चीनी|शक्कर/g, 'sugar'],
  [/\b(?:namak)\b|नमक/g, 'salt'],
  [/\b(?:iodized)\b/g, 'iodised'],
  [/\b(?:anda|ande|andey|ande)\b|अंडे|अंडा/g, 'eggs'],
  [/\b(?:egg)\b/g, 'eggs'],
  [/\b(?:pyaz|pyaaz|kanda)\b|प्याज/g, 'onion'],
  [/\b(?:onions)\b/g, 'onion'],
  [/\b(?:aloo|alu)\b|आलू/g, 'potato'],
  [/\b(?:potatoes)\b/g, 'potato'],
  [/\b(?:tamatar)\b|टमाटर/g, 'tomato'],
  [/\b(?:tomatoes)\b/g, 'tomato'],
  [/पनीर/g, 'paneer'],
  [/घी/g, 'ghee'],
  [/मक्खन|\bmakhan\b/g, 'butter'],
  [/\b(?:tel)\b|तेल/g, 'oil'],
  [/\b(?:sarson|sarso)\b|सरसों/g, 'mustard'],
  [/\b(?:soya|soybean)\b/g, 'soyabean'],
  [/\b(?:suji|rava|semolina)\b|सूजी/g, 'sooji'],
  [/\b(?:gram flour)\b|बेसन/g, 'besan'],
  [/\b(?:haldi)\b|हल्दी/g, 'turmeric'],
  [/\b(?:dhania|dhaniya)\b/g, 'coriander'],
  [/\b(?:jeera)\b|जीरा/g, 'cumin'],
  [/\b(?:gud|gur)\b|गुड़/g, 'jaggery'],
  [/\b(?:masuri)\b/g, 'masoori'],
  [/\b(?:multi grain)\b/g, 'multigrain'],
  [/\b(?:fibre|fiber)\b/g, 'fibre'],
  [/\b(?:whole wheat flour|wheat flour)\b/g, 'atta'],
];

// Category words per group, matched against a product's category title or slug when it has one.
const DAIRY = ['dairy', 'milk', 'eggs', 'egg'];
const VEG = ['vegetable', 'vegetables', 'fruits', 'produce', 'fresh'];
const STAPLES = [
  'atta',
  'rice',
  'dal',
  'staples',
  'foodgrains',
  'grains',
  'flour',
  'pulses',
  'grocery',
  'pantry',
  'sugar',
  'salt',
  'essentials',
];
const OILS = ['oil', 'oils', 'ghee', 'edible', 'staples', 'grocery', 'pantry'];
const SPICES = ['masala', 'spices', 'spice', 'salt', 'staples', 'grocery', 'pantry', 'essentials'];
const BREAKFAST = ['breakfast', 'cereals', 'cereal', 'pantry', 'grocery', 'spreads'];
const BAKERY = ['bakery', 'bread', 'breads'];
const SAUCES = ['instant', 'sauces', 'sauce', 'ketchup', 'spreads', 'pantry', 'grocery', 'condiments'];

const MILK_NOT = [
  'flavoured',
  'flavored',
  'kesar',
  'badam',
  'chocolate',
  'condensed',
  'powder',
  'shake',
  'lassi',
  'coconut',
  'almond',
  'soy',
  'oat',
  'bread',
  'biscuit',
  'biscuits',
  'whitener',
  'masala',
  'rose',
  'elaichi',
  'strawberry',
];
const DAL_NOT = [
  'ready',
  'masala',
  'makhani',
  'tadka',
  'fry',
  'instant',
  'khichdi',
  'namkeen',
  'papad',
  'halwa',
  'whole',
  'sabut',
  'chilka',
  'sprouts',
  'mix',
];

/** The reviewed table: most specific first (double toned before toned). */
// Spreads inside make the literal look impure to bundlers: the IIFE is marked pure so an app
// that never reads kinds leaves the table out.
const RULES: readonly KindRule[] = /* @__PURE__ */ (() => [
  {
    id: 'double-toned-milk',
    label: 'Double toned milk',
    family: 'milk',
    staple: true,
    any: ['double toned milk', 'double toned'],
    not: MILK_NOT,
    categories: DAIRY,
  },
  {
    id: 'toned-milk',
    label: 'Toned milk',
    family: 'milk',
    staple: true,
    any: ['toned milk', 'toned fresh milk'],
    not: MILK_NOT,
    categories: DAIRY,
  },
  {
    id: 'full-cream-milk',
    label: 'Full cream milk',
    family: 'milk',
    staple: true,
    any: ['full cream milk', 'full cream fresh milk', 'full cream'],
    not: [...MILK_NOT, 'ice'],
    categories: DAIRY,
  },
  {
    id: 'curd',
    label: 'Curd',
    family: 'dairy',
    staple: true,
    any: ['curd', 'set curd'],
    not: [
      'greek',
      'flavoured',
      'mango',
      'strawberry',
      'blueberry',
      'mishti',
      'sweet',
      'lassi',
      'buttermilk',
      'chaas',
      'rice',
      'raita',
      'drink',
      'probiotic',
    ],
    categories: DAIRY,
  },
  {
    id: 'paneer',
    label: 'Paneer',
    family: 'dairy',
    staple: true,
    any: ['paneer'],
    not: [
      'tikka',
      'masala',
      'makhani',
      'ready',
      'kofta',
      'frozen',
      'bhurji',
      'butter paneer',
      'pizza',
      'momos',
      'wrap',
      'roll',
    ],
    categories: DAIRY,
  },
  {
    id: 'ghee',
    label: 'Ghee',
    family: 'dairy',
    staple: true,
    any: ['ghee', 'clarified butter'],
    not: [
      'vanaspati',
      'hydrogenated',
      'roast',
      'biscuit',
      'biscuits',
      'cookies',
      'rice',
      'laddu',
      'mysore',
      'sweets',
      'dal',
    ],
    categories: [...DAIRY, ...OILS],
  },
  {
    id: 'butter',
    label: 'Butter',
    family: 'dairy',
    staple: true,
    any: ['butter'],
    not: [
      'peanut',
      'almond',
      'cashew',
      'nut',
      'cookies',
      'cookie',
      'biscuit',
      'biscuits',
      'popcorn',
      'garlic',
      'chicken',
      'masala',
      'cocoa',
      'shea',
      'body',
      'lovers',
      'milk',
      'paper',
      'bread',
      'cake',
      'chips',
      'fruit',
      'ghee',
      'clarified',
      'paneer',
      'naan',
      'croissant',
      'chocolate',
      'spread',
      'bikis',
    ],
    categories: DAIRY,
  },
  {
    id: 'cheese-slices',
    label: 'Cheese slices',
    family: 'dairy',
    staple: false,
    any: ['cheese slices', 'cheese slice'],
    not: ['mozzarella', 'cheddar', 'pepper', 'chilli', 'jalapeno'],
    categories: DAIRY,
  },
  {
    id: 'mozzarella',
    label: 'Mozzarella cheese',
    family: 'dairy',
    staple: false,
    any: ['mozzarella'],
    not: ['sticks', 'pizza', 'frozen'],
    categories: DAIRY,
  },
  {
    id: 'fresh-cream',
    label: 'Fresh cream',
    family: 'dairy',
    staple: false,
    any: ['fresh cream', 'cooking cream'],
    not: ['ice', 'whipping', 'sour', 'biscuit', 'biscuits'],
    categories: DAIRY,
  },
  {
    id: 'eggs',
    label: 'Eggs',
    family: 'eggs',
    staple: true,
    any: ['eggs'],
    not: [
      'eggless',
      'noodles',
      'curry',
      'masala',
      'chocolate',
      'easter',
      'kinder',
      'mayo',
      'mayonnaise',
      'biryani',
      'omelette',
      'bhurji',
      'powder',
      'pasta',
      'roll',
    ],
    categories: DAIRY,
  },
  {
    id: 'onion',
    label: 'Onion',
    family: 'vegetables',
    staple: true,
    any: ['onion'],
    not: [
      'spring',
      'green',
      'sambar',
      'shallot',
      'powder',
      'rings',
      'chips',
      'flakes',
      'paste',
      'pickle',
      'garlic',
      'tomato',
      'masala',
      'seeds',
      'fried',
    ],
    categories: VEG,
  },
  {
    id: 'potato',
    label: 'Potato',
    family: 'vegetables',
    staple: true,
    any: ['potato'],
    not: [
      'sweet',
      'chips',
      'fries',
      'tikki',
      'wedges',
      'smiles',
      'bhujia',
      'crisps',
      'wafers',
      'baby',
      'mashed',
      'frozen',
      'onion',
      'tomato',
    ],
    categories: VEG,
  },
  {
    id: 'tomato',
    label: 'Tomato',
    family: 'vegetables',
    staple: true,
    any: ['tomato'],
    not: [
      'ketchup',
      'sauce',
      'soup',
      'puree',
      'paste',
      'cherry',
      'chips',
      'cheese',
      'onion',
      'potato',
      'dried',
    ],
    categories: VEG,
  },
  {
    id: 'multigrain-atta',
    label: 'Multigrain atta',
    family: 'flour',
    staple: false,
    any: ['multigrain atta', 'multigrain flour'],
    not: ['noodles', 'biscuit', 'biscuits', 'bread'],
    categories: STAPLES,
  },
  {
    id: 'atta',
    label: 'Wheat atta',
    family: 'flour',
    staple: true,
    any: ['atta', 'chakki atta'],
    not: [
      'multigrain',
      'besan',
      'maida',
      'rice',
      'ragi',
      'bajra',
      'jowar',
      'noodles',
      'nachos',
      'singhara',
      'kuttu',
      'gluten',
      'sugar',
      'fibre',
      'khapli',
      'emmer',
      'biscuit',
      'biscuits',
      'bread',
      'cookies',
      'millet',
      'protein',
      'oats',
      'soya',
      'soyabean',
      'corn',
      'makka',
      'chana',
      'pasta',
    ],
    categories: STAPLES,
  },
  {
    id: 'maida',
    label: 'Maida',
    family: 'flour',
    staple: false,
    any: ['maida', 'all purpose flour', 'refined flour'],
    not: ['biscuit', 'bread'],
    categories: STAPLES,
  },
  {
    id: 'besan',
    label: 'Besan',
    family: 'flour',
    staple: false,
    any: ['besan'],
    not: ['ladoo', 'laddu', 'sev', 'bhujia', 'namkeen', 'chilla', 'mix'],
    categories: STAPLES,
  },
  {
    id: 'sooji',
    label: 'Sooji',
    family: 'flour',
    staple: false,
    any: ['sooji'],
    not: ['idli', 'upma', 'mix', 'dosa', 'instant', 'halwa', 'roasted', 'bansi', 'ragi'],
    categories: STAPLES,
  },
  {
    id: 'poha',
    label: 'Poha',
    family: 'flour',
    staple: false,
    any: ['poha'],
    not: ['instant', 'ready', 'mix', 'cup', 'namkeen', 'chivda', 'red', 'brown', 'thin'],
    categories: STAPLES,
  },
  {
    id: 'basmati-rice',
    label: 'Basmati rice',
    family: 'rice',
    staple: true,
    any: ['basmati'],
    not: [
      'brown',
      'ready',
      'pulao',
      'instant',
      'mix',
      'kit',
      'sela',
      'parboiled',
      'steam',
      'golden',
      'kheer',
    ],
    categories: STAPLES,
  },
  {
    id: 'sona-masoori-rice',
    label: 'Sona masoori rice',
    family: 'rice',
    staple: true,
    any: ['sona masoori'],
    not: ['brown', 'ready', 'instant', 'raw', 'steam', 'boiled', 'idli'],
    categories: STAPLES,
  },
  {
    id: 'toor-dal',
    label: 'Toor dal',
    family: 'dal',
    staple: true,
    any: ['toor dal', 'toor'],
    not: [...DAL_NOT, 'sambar', 'oily'],
    categories: STAPLES,
  },
  {
    id: 'moong-dal',
    label: 'Moong dal',
    family: 'dal',
    staple: true,
    any: ['moong dal', 'yellow moong'],
    not: [...DAL_NOT, 'green', 'split green'],
    categories: STAPLES,
  },
  {
    id: 'chana-dal',
    label: 'Chana dal',
    family: 'dal',
    staple: true,
    any: ['chana dal'],
    not: DAL_NOT,
    categories: STAPLES,
  },
  {
    id: 'masoor-dal',
    label: 'Masoor dal',
    family: 'dal',
    staple: true,
    any: ['masoor dal', 'red lentils'],
    not: [...DAL_NOT, 'malka'],
    categories: STAPLES,
  },
  {
    id: 'urad-dal',
    label: 'Urad dal',
    family: 'dal',
    staple: true,
    any: ['urad dal'],
    not: [...DAL_NOT, 'gota', 'black'],
    categories: STAPLES,
  },
  {
    id: 'rajma',
    label: 'Rajma',
    family: 'dal',
    staple: false,
    any: ['rajma', 'kidney beans'],
    not: ['ready', 'masala', 'curry', 'chawal', 'instant', 'rice'],
    categories: STAPLES,
  },
  {
    id: 'kabuli-chana',
    label: 'Kabuli chana',
    family: 'dal',
    staple: false,
    any: ['kabuli chana', 'chickpeas', 'chole'],
    not: ['masala', 'ready', 'roasted', 'kala', 'black', 'curry', 'instant', 'canned', 'boiled'],
    categories: STAPLES,
  },
  {
    id: 'sugar',
    label: 'Sugar',
    family: 'sweetener',
    staple: true,
    any: ['sugar'],
    not: [
      'free',
      'brown',
      'icing',
      'powdered',
      'powder',
      'candy',
      'cubes',
      'cube',
      'control',
      'coconut',
      'jaggery',
      'palm',
      'sugarcane',
      'less',
      'added',
      'mishri',
      'bura',
      'demerara',
      'stevia',
      'sweetener',
      'cane',
      'biscuit',
      'biscuits',
      'syrup',
      'boiled',
      'coated',
      'natural',
    ],
    categories: STAPLES,
  },
  {
    id: 'jaggery',
    label: 'Jaggery',
    family: 'sweetener',
    staple: false,
    any: ['jaggery'],
    not: ['chikki', 'tea', 'biscuit', 'cookies', 'candy'],
    categories: STAPLES,
  },
  {
    id: 'iodised-salt',
    label: 'Iodised salt',
    family: 'salt',
    staple: true,
    any: ['iodised salt', 'salt'],
    not: [
      'black',
      'rock',
      'sendha',
      'low sodium',
      'lite',
      'pink',
      'himalayan',
      'sea',
      'kala',
      'rock salt',
      'chaat',
      'masala',
      'lemon',
      'pepper',
      'celery',
      'garlic',
      'epsom',
      'bath',
      'flavoured',
      'smoked',
      'lava',
    ],
    categories: SPICES,
  },
  {
    id: 'sunflower-oil',
    label: 'Sunflower oil',
    family: 'oil',
    staple: true,
    any: ['sunflower oil'],
    not: ['blended', 'blend', 'rice bran', 'seeds', 'spray', 'olive'],
    categories: OILS,
  },
  {
    id: 'mustard-oil',
    label: 'Mustard oil',
    family: 'oil',
    staple: true,
    any: ['mustard oil'],
    not: ['blended', 'blend', 'seeds', 'hair', 'massage', 'body', 'pickle'],
    categories: OILS,
  },
  {
    id: 'soyabean-oil',
    label: 'Soyabean oil',
    family: 'oil',
    staple: false,
    any: ['soyabean oil'],
    not: ['blended', 'blend', 'chunks', 'granules'],
    categories: OILS,
  },
  {
    id: 'rice-bran-oil',
    label: 'Rice bran oil',
    family: 'oil',
    staple: false,
    any: ['rice bran oil', 'rice bran health oil'],
    not: ['blended', 'blend', 'corn', 'sunflower', 'olive'],
    categories: OILS,
  },
  {
    id: 'groundnut-oil',
    label: 'Groundnut oil',
    family: 'oil',
    staple: false,
    any: ['groundnut oil', 'peanut oil'],
    not: ['blended', 'blend'],
    categories: OILS,
  },
  {
    id: 'sesame-oil',
    label: 'Sesame oil',
    family: 'oil',
    staple: false,
    any: ['sesame oil', 'gingelly oil', 'gingelly', 'til oil'],
    not: ['blended', 'blend', 'hair', 'massage', 'toasted'],
    categories: OILS,
  },
  {
    id: 'olive-oil',
    label: 'Olive oil',
    family: 'oil',
    staple: false,
    any: ['olive oil'],
    not: ['blended', 'blend', 'spray', 'hair', 'massage', 'infused'],
    categories: OILS,
  },
  {
    id: 'oats',
    label: 'Oats',
    family: 'breakfast',
    staple: false,
    any: ['oats', 'rolled oats'],
    not: [
      'masala',
      'flavoured',
      'chocolate',
      'muesli',
      'biscuit',
      'biscuits',
      'cookies',
      'milk',
      'drink',
      'bar',
      'noodles',
      'peri',
      'tomato',
      'digestive',
      'cake',
      'almond',
      'almonds',
      'honey',
      'cereal',
      'granola',
      'bran',
      'savoury',
      'instant masala',
      'vegetable',
      'cup',
      'mix',
      'dosa',
      'idli',
      'atta',
    ],
    categories: BREAKFAST,
  },
  {
    id: 'honey',
    label: 'Honey',
    family: 'breakfast',
    staple: false,
    any: ['honey'],
    not: [
      'oats',
      'cornflakes',
      'lemon',
      'tea',
      'chilli',
      'mustard',
      'almonds',
      'cereal',
      'loops',
      'muesli',
      'nuts',
      'ginger',
      'tulsi',
      'cinnamon',
    ],
    categories: BREAKFAST,
  },
  {
    id: 'white-bread',
    label: 'White bread',
    family: 'bread',
    staple: false,
    any: ['white bread', 'sandwich bread'],
    not: ['brown', 'multigrain', 'whole wheat', 'garlic', 'fruit', 'sweet', 'milk bread', 'toast', 'gluten'],
    categories: BAKERY,
  },
  {
    id: 'brown-bread',
    label: 'Brown bread',
    family: 'bread',
    staple: false,
    any: ['brown bread'],
    not: ['multigrain', 'whole wheat', 'garlic', 'fruit', 'sweet', 'gluten'],
    categories: BAKERY,
  },
  {
    id: 'multigrain-bread',
    label: 'Multigrain bread',
    family: 'bread',
    staple: false,
    any: ['multigrain bread'],
    not: ['garlic', 'fruit', 'sweet', 'gluten'],
    categories: BAKERY,
  },
  {
    id: 'tomato-ketchup',
    label: 'Tomato ketchup',
    family: 'sauces',
    staple: false,
    any: ['tomato ketchup'],
    not: ['chilli', 'hot', 'sweet', 'no onion', 'jain', 'less sugar', 'no added'],
    categories: SAUCES,
  },
  {
    id: 'turmeric-powder',
    label: 'Turmeric powder',
    family: 'spices',
    staple: false,
    any: ['turmeric powder', 'turmeric'],
    not: ['latte', 'milk', 'tea', 'capsule', 'capsules', 'cream', 'face', 'whole', 'fresh', 'root'],
    categories: SPICES,
  },
  {
    id: 'coriander-powder',
    label: 'Coriander powder',
    family: 'spices',
    staple: false,
    any: ['coriander powder'],
    not: ['leaves', 'seeds', 'whole'],
    categories: SPICES,
  },
  {
    id: 'red-chilli-powder',
    label: 'Red chilli powder',
    family: 'spices',
    staple: false,
    any: ['chilli powder', 'red chilli powder', 'mirch powder'],
    not: ['green', 'garlic', 'flakes', 'whole', 'sauce'],
    categories: SPICES,
  },
  {
    id: 'cumin-seeds',
    label: 'Cumin seeds',
    family: 'spices',
    staple: false,
    any: ['cumin seeds', 'cumin whole', 'cumin'],
    not: ['powder', 'biscuit', 'biscuits', 'black', 'shahi', 'rice', 'water'],
    categories: SPICES,
  },
])();

const KINDS_BY_ID = /* @__PURE__ */ (() => new Map(RULES.map((r) => [r.id, r])))();

/** The reviewed table of kinds, most specific first. */
export function listKinds(): Kind[] {
  return RULES.map(({ id, label, family, staple }) => ({ id, label, family, staple }));
}

/** A kind by its id; undefined for an id the table does not have. */
export function kindById(id: string): Kind | undefined {
  const rule = KINDS_BY_ID.get(id);
  return rule && { id: rule.id, label: rule.label, family: rule.family, staple: rule.staple };
}

/** What a product's kind is read from. */
export interface KindInput {
  /** The product's name or a merchant's title (pack sizes in it are ignored). */
  title: string;
  /** Its brand: taken out of the title first, so no brand word decides a kind. */
  brand?: string | undefined;
  /** Its category title or slug, when known ("Dairy & Eggs", "atta-rice-dal"). */
  category?: string | undefined;
  /** Further attribute words the data gives (tags: "uht", "organic"). */
  attributes?: readonly string[] | undefined;
}

/** A product's kind and the attributes that split it. */
export interface ProductKind {
  kind: Kind;
  /** Attributes that matter, sorted ("cold pressed", "organic"). */
  attributes: string[];
}

/** Lower case, pack sizes and punctuation out, spellings folded; words padded with spaces. */
export function kindText(text: string): string {
  let out = text.normalize('NFC').toLowerCase();
  PACK_SIZE_TEXT.lastIndex = 0;
  out = out.replace(PACK_SIZE_TEXT, ' ');
  out = out.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ');
  for (const [pattern, word] of FOLDS) out = out.replace(pattern, ` ${word} `);
  return ` ${out.replace(/\s+/g, ' ').trim()} `;
}

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

function withoutBrand(title: string, brand: string | undefined): string {
  if (!brand) return title;
  const b = brand.trim().toLowerCase();
  if (!b) return title;
  const lower = title.toLowerCase();
  const at = lower.indexOf(b);
  return at < 0 ? title : `${title.slice(0, at)} ${title.slice(at + b.length)}`;
}

function categoryAllows(rule: KindRule, category: string | undefined): boolean {
  if (!category?.trim()) return true;
  const words = kindText(category.replace(/-/g, ' '));
  return rule.categories.some((word) => has(words, word));
}

function ruleFor(text: string, category: string | undefined): KindRule | null {
  for (const rule of RULES) {
    if (!rule.any.some((p) => has(text, p))) continue;
    if (rule.not?.some((p) => has(text, p))) continue;
    if (!categoryAllows(rule, category)) continue;
    return rule;
  }
  return null;
}

// Attributes a word implies only within a family: milk sold in a carton is long-life (UHT) milk,
// while ghee or cream in a carton is simply packed so.
const FAMILY_ATTRIBUTES: Partial<Record<KindFamily, ReadonlyArray<{ id: string; any: readonly string[] }>>> =
  {
    milk: [{ id: 'long life', any: ['carton'] }],
  };

function attributesOf(text: string, family: KindFamily): string[] {
  const rules = [...ATTRIBUTES, ...(FAMILY_ATTRIBUTES[family] ?? [])];
  return [...new Set(rules.filter((a) => a.any.some((p) => has(text, p))).map((a) => a.id))].sort();
}

/**
 * The kind of a product from its title, category and attribute words, and the attributes that
 * split the kind; null when the table knows no kind for it (then it has no equivalents).
 */
export function productKind(input: KindInput): ProductKind | null {
  const text = kindText(`${withoutBrand(input.title, input.brand)} ${(input.attributes ?? []).join(' ')}`);
  const rule = ruleFor(text, input.category);
  if (!rule) return null;
  return { kind: kindById(rule.id)!, attributes: attributesOf(text, rule.family) };
}

// Generic words that name a family, not one kind: a list line of just "milk" or "दूध" offers
// every kind of the family to choose from.
const FAMILY_WORDS: ReadonlyArray<[string, KindFamily]> = [
  ['milk', 'milk'],
  ['dal', 'dal'],
  ['rice', 'rice'],
  ['oil', 'oil'],
  ['bread', 'bread'],
];

/**
 * The kinds an unbranded line of a list names: its one kind ("toned milk 1 l", "toor dal 1kg"),
 * or every kind of a family a generic word names ("दूध", "dal"); empty when it names none.
 */
export function kindsForText(text: string): Kind[] {
  const one = productKind({ title: text });
  if (one) return [one.kind];
  const words = kindText(text);
  const found = FAMILY_WORDS.find(([word]) => has(words, word));
  if (!found) return [];
  const [generic, family] = found;
  // Only a line that is the generic word alone (with a pack size): "milk bread" is no milk.
  if (words.trim() !== generic) return [];
  return listKinds().filter((k) => k.family === family);
}
