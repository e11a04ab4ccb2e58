// The search evaluation set: queries as shoppers type them, with the demo catalogue's products that
// answer each, judged by reading the catalogue (api/src/catalogue/products-*.ts), not by running the
// search. `@slug` stands for every product of that category. `variant` is the pack size the first
// relevant result should show first when the query names one.

/** The kinds of query the evaluation reports on separately. */
export type QueryClass =
  | 'english'
  | 'plural'
  | 'hinglish'
  | 'devanagari'
  | 'typo'
  | 'pack-size'
  | 'brand'
  | 'category';

/** One judged query. */
export interface EvalQuery {
  q: string;
  kind: QueryClass;
  /** Relevant product ids (or `@category-slug`). */
  relevant: string[];
  /** The variant label the first result should show first. */
  variant?: string;
}

const MILK =
  'amul-taaza-toned-milk amul-gold-full-cream-milk mother-dairy-toned-milk mother-dairy-full-cream-milk nandini-toned-milk amul-slim-n-trim-double-toned-milk heritage-toned-milk aavin-toned-milk nestle-a-nourish-toned-milk amul-kool-kesar-flavoured-milk';
const TONED_MILK =
  'amul-taaza-toned-milk mother-dairy-toned-milk nandini-toned-milk heritage-toned-milk aavin-toned-milk nestle-a-nourish-toned-milk amul-slim-n-trim-double-toned-milk';
const CURD = 'amul-masti-dahi mother-dairy-classic-dahi milky-mist-set-curd epigamia-greek-yogurt-natural';
const PANEER = 'amul-malai-paneer mother-dairy-paneer';
const CHEESE =
  'amul-cheese-slices amul-processed-cheese-block britannia-cheese-slices amul-mozzarella-cheese';
const EGGS = 'farm-eggs eggoz-nutrition-brown-eggs';
const BUTTER = 'amul-pasteurised-butter';
const GHEE =
  'amul-pure-ghee gowardhan-pure-cow-ghee patanjali-cow-ghee aashirvaad-svasti-pure-cow-ghee mother-dairy-cow-ghee nandini-pure-ghee dalda-vanaspati';
const ATTA =
  'aashirvaad-shudh-chakki-atta aashirvaad-multigrain-atta fortune-chakki-fresh-atta pillsbury-chakki-fresh-atta patanjali-chakki-atta nature-fresh-sampoorna-chakki-atta';
const BASMATI =
  'india-gate-basmati-rice-classic india-gate-basmati-rice-feast-rozzana daawat-rozana-super-basmati-rice daawat-traditional-basmati-rice fortune-biryani-special-basmati-rice';
const RICE = `${BASMATI} fortune-sona-masoori-rice`;
const DAL =
  'tata-sampann-unpolished-toor-dal tata-sampann-unpolished-moong-dal tata-sampann-unpolished-chana-dal tata-sampann-unpolished-masoor-dal tata-sampann-unpolished-urad-dal organic-tattva-organic-toor-dal';
const TOOR = 'tata-sampann-unpolished-toor-dal organic-tattva-organic-toor-dal';
const SUGAR = 'madhur-pure-and-hygienic-sugar trust-classic-sulphurless-sugar';
const SALT = 'tata-salt tata-salt-lite-low-sodium aashirvaad-iodised-salt catch-black-salt';
const TURMERIC = 'everest-turmeric-powder tata-sampann-turmeric-powder';
const CHILLI_POWDER = 'mdh-deggi-mirch everest-kashmirilal-chilli-powder';
const CHILLI = `green-chilli ${CHILLI_POWDER}`;
const OIL =
  'fortune-sunlite-refined-sunflower-oil saffola-gold-refined-cooking-oil saffola-tasty-refined-cooking-oil dhara-kachi-ghani-mustard-oil fortune-kachi-ghani-pure-mustard-oil patanjali-kachi-ghani-mustard-oil fortune-soya-health-refined-soyabean-oil gemini-refined-sunflower-oil freedom-refined-sunflower-oil sundrop-superlite-advanced-sunflower-oil fortune-rice-bran-health-oil idhayam-gingelly-sesame-oil figaro-pure-olive-oil';
const MUSTARD_OIL =
  'dhara-kachi-ghani-mustard-oil fortune-kachi-ghani-pure-mustard-oil patanjali-kachi-ghani-mustard-oil';
const SUNFLOWER_OIL =
  'fortune-sunlite-refined-sunflower-oil gemini-refined-sunflower-oil freedom-refined-sunflower-oil sundrop-superlite-advanced-sunflower-oil';
const TOMATO = 'tomato-local tomato-hybrid';
const POTATO = 'potato';
const ONION = 'onion spring-onion';
const BANANA = 'banana-robusta banana-yelakki';
const APPLE = 'apple-shimla apple-royal-gala';
const MANGO = 'mango-alphonso mango-banganapalli';
const GRAPES = 'grapes-green-seedless grapes-black-seedless';
const BREAD =
  'britannia-milk-bread britannia-100-whole-wheat-bread britannia-brown-bread harvest-gold-white-bread harvest-gold-brown-bread modern-multigrain-bread english-oven-sandwich-bread english-oven-multigrain-bread bonn-high-fibre-brown-bread';
const BROWN_BREAD =
  'britannia-brown-bread harvest-gold-brown-bread bonn-high-fibre-brown-bread britannia-100-whole-wheat-bread';
const TEA =
  'tata-tea-gold brooke-bond-red-label-tea brooke-bond-taj-mahal-tea tata-tea-premium wagh-bakri-premium-leaf-tea tetley-green-tea-lemon-and-honey lipton-pure-and-light-green-tea';
const COFFEE =
  'bru-instant-coffee nescafe-classic-instant-coffee nescafe-sunrise-instant-coffee-chicory-mix bru-green-label-filter-coffee';
const CHIPS =
  'lays-indias-magic-masala-potato-chips lays-classic-salted-potato-chips lays-american-style-cream-and-onion-potato-chips uncle-chipps-spicy-treat-potato-chips pringles-original-potato-crisps balaji-simply-salted-wafers kurkure-masala-munch kurkure-chilli-chatka bingo-mad-angles-achaari-masti bingo-tedhe-medhe-masala-tadka doritos-nacho-cheese-nachos cornitos-nachos-cheese-and-herbs';
const NOODLES =
  'maggi-2-minute-masala-noodles maggi-atta-noodles-masala sunfeast-yippee-magic-masala-noodles chings-secret-schezwan-instant-noodles nissin-cup-noodles-mazedaar-masala';
const SOAP =
  'dettol-original-germ-protection-bathing-soap lifebuoy-total-10-germ-protection-soap dove-cream-beauty-bathing-bar lux-soft-glow-rose-soap santoor-sandal-and-turmeric-soap pears-pure-and-gentle-soap';
const TOOTHPASTE =
  'colgate-strong-teeth-toothpaste colgate-maxfresh-gel-toothpaste pepsodent-germicheck-toothpaste sensodyne-sensitive-toothpaste dabur-red-toothpaste patanjali-dant-kanti-toothpaste';
const SHAMPOO =
  'dove-intense-repair-shampoo clinic-plus-strong-and-long-shampoo head-and-shoulders-anti-dandruff-shampoo';
const DETERGENT =
  'surf-excel-easy-wash-detergent-powder surf-excel-matic-top-load-liquid-detergent ariel-matic-front-load-detergent-powder tide-plus-double-power-detergent-powder ghadi-detergent-powder rin-detergent-bar';
const DISHWASH =
  'vim-lemon-dishwash-bar vim-lemon-dishwash-liquid-gel pril-lime-dishwash-liquid exo-anti-bacterial-dishwash-bar';
const BISCUITS = '@biscuits-cookies';
const CHOCOLATE =
  'cadbury-dairy-milk-chocolate-bar cadbury-dairy-milk-silk-chocolate-bar cadbury-5-star-chocolate-bar nestle-kitkat-4-finger-wafer-chocolate cadbury-perk-wafer-chocolate nestle-munch-chocolate-coated-wafer ferrero-rocher-hazelnut-chocolates amul-dark-chocolate cadbury-celebrations-assorted-chocolates-gift-pack snickers-peanut-chocolate-bar cadbury-gems-chocolate-buttons';
const HONEY = 'dabur-honey';
const JUICE =
  'real-fruit-power-mixed-fruit-juice tropicana-100-orange-juice frooti-mango-drink maaza-mango-drink paper-boat-aamras paper-boat-aam-panna';
const OATS = 'quaker-oats saffola-oats saffola-masala-oats-classic-masala';
const CORIANDER = 'coriander-leaves everest-coriander-powder';
const CUMIN = 'everest-jeera-powder catch-cumin-seeds';
const ICE_CREAM =
  'amul-vanilla-magic-ice-cream kwality-walls-cornetto-double-chocolate havmor-butterscotch-ice-cream';
const DIAPERS =
  'pampers-all-round-protection-pants-medium huggies-wonder-pants-medium mamypoko-pants-extra-absorb-medium';
const KETCHUP = 'kissan-fresh-tomato-ketchup maggi-rich-tomato-ketchup';
const NAMKEEN =
  'haldirams-aloo-bhujia haldirams-bhujia-sev haldirams-moong-dal haldirams-khatta-meetha haldirams-navrattan-mix bikaji-bikaneri-bhujia haldirams-salted-peanuts';
const BHUJIA = 'haldirams-aloo-bhujia haldirams-bhujia-sev bikaji-bikaneri-bhujia';
const SWEETS = 'haldirams-rasgulla haldirams-gulab-jamun haldirams-soan-papdi';

type Row = readonly [kind: QueryClass, q: string, relevant: string, variant?: string];

const ROWS: readonly Row[] = [
  // Plain English names of what a shopper needs.
  ['english', 'milk', MILK],
  ['english', 'curd', CURD],
  ['english', 'paneer', PANEER],
  ['english', 'cheese', CHEESE],
  ['english', 'butter', BUTTER],
  ['english', 'ghee', GHEE],
  ['english', 'atta', ATTA],
  ['english', 'rice', RICE],
  ['english', 'dal', `${DAL} mtr-ready-to-eat-dal-makhani`],
  ['english', 'sugar', SUGAR],
  ['english', 'salt', SALT],
  ['english', 'oil', OIL],
  ['english', 'mustard oil', MUSTARD_OIL],
  ['english', 'sunflower oil', SUNFLOWER_OIL],
  ['english', 'bread', BREAD],
  ['english', 'brown bread', BROWN_BREAD],
  ['english', 'tea', TEA],
  ['english', 'green tea', 'tetley-green-tea-lemon-and-honey lipton-pure-and-light-green-tea'],
  ['english', 'coffee', COFFEE],
  ['english', 'honey', HONEY],
  ['english', 'onion', ONION],
  ['english', 'tomato', TOMATO],
  ['english', 'potato', POTATO],
  ['english', 'green chilli', 'green-chilli'],
  ['english', 'ginger garlic paste', 'smith-and-jones-ginger-garlic-paste'],
  ['english', 'peanut butter', 'pintola-classic-peanut-butter-creamy'],
  ['english', 'ice cream', ICE_CREAM],
  ['english', 'toothpaste', TOOTHPASTE],
  ['english', 'shampoo', SHAMPOO],
  ['english', 'soap', SOAP],
  ['english', 'detergent', DETERGENT],
  ['english', 'dishwash liquid', 'vim-lemon-dishwash-liquid-gel pril-lime-dishwash-liquid'],
  [
    'english',
    'toilet cleaner',
    'harpic-power-plus-toilet-cleaner domex-fresh-guard-disinfectant-toilet-cleaner',
  ],
  ['english', 'basmati rice', BASMATI],
  ['english', 'toned milk', TONED_MILK],
  ['english', 'turmeric', TURMERIC],
  ['english', 'noodles', NOODLES],
  // Plurals and inflections.
  ['plural', 'tomatoes', TOMATO],
  ['plural', 'onions', ONION],
  ['plural', 'bananas', BANANA],
  ['plural', 'potatoes', `${POTATO} sweet-potato`],
  ['plural', 'chillies', CHILLI],
  ['plural', 'coriander leaves', 'coriander-leaves'],
  ['plural', 'mint leaf', 'mint-leaves'],
  ['plural', 'apples', APPLE],
  ['plural', 'mangoes', MANGO],
  ['plural', 'egg', EGGS],
  ['plural', 'biscuit', BISCUITS],
  [
    'plural',
    'cookie',
    'britannia-good-day-cashew-cookies parle-hide-and-seek-chocolate-chip-cookies sunfeast-moms-magic-cashew-and-almond-cookies unibic-choco-chip-cookies parle-20-20-butter-cookies sunfeast-dark-fantasy-choco-fills',
  ],
  ['plural', 'chocolates', CHOCOLATE],
  ['plural', 'carrots', 'carrot-orange'],
  ['plural', 'lemons', 'lemon'],
  ['plural', 'cashews', 'happilo-whole-cashews'],
  ['plural', 'almond', 'happilo-premium-california-almonds'],
  ['plural', 'diaper', DIAPERS],
  ['plural', 'toothbrushes', 'oral-b-pro-health-soft-toothbrush'],
  ['plural', 'grape', GRAPES],
  ['plural', 'strawberries', 'strawberry'],
  [
    'plural',
    'peanut',
    'haldirams-salted-peanuts pintola-classic-peanut-butter-creamy snickers-peanut-chocolate-bar',
  ],
  // Hinglish in Latin script, with the spellings people use.
  ['hinglish', 'doodh', MILK],
  ['hinglish', 'dudh', MILK],
  ['hinglish', 'dahi', CURD],
  ['hinglish', 'pyaz', ONION],
  ['hinglish', 'pyaaz', ONION],
  ['hinglish', 'pyaj', ONION],
  ['hinglish', 'aloo', `${POTATO} sweet-potato`],
  ['hinglish', 'tamatar', TOMATO],
  ['hinglish', 'cheeni', SUGAR],
  ['hinglish', 'chini', SUGAR],
  ['hinglish', 'namak', SALT],
  ['hinglish', 'haldi', TURMERIC],
  ['hinglish', 'chawal', RICE],
  ['hinglish', 'dhaniya', CORIANDER],
  ['hinglish', 'dhania', CORIANDER],
  ['hinglish', 'jeera', CUMIN],
  ['hinglish', 'anda', EGGS],
  ['hinglish', 'makhan', BUTTER],
  ['hinglish', 'sarson ka tel', MUSTARD_OIL],
  ['hinglish', 'lal mirch', CHILLI_POWDER],
  ['hinglish', 'hari mirch', 'green-chilli'],
  ['hinglish', 'kela', BANANA],
  ['hinglish', 'shahad', HONEY],
  ['hinglish', 'adrak', 'ginger smith-and-jones-ginger-garlic-paste'],
  ['hinglish', 'bhindi', 'lady-finger'],
  ['hinglish', 'sabun', SOAP],
  ['hinglish', 'chai patti', TEA],
  [
    'hinglish',
    'amul doodh',
    'amul-taaza-toned-milk amul-gold-full-cream-milk amul-slim-n-trim-double-toned-milk amul-kool-kesar-flavoured-milk',
  ],
  // Hindi in Devanagari.
  ['devanagari', 'दूध', MILK],
  ['devanagari', 'आटा', ATTA],
  ['devanagari', 'चीनी', SUGAR],
  ['devanagari', 'प्याज', ONION],
  ['devanagari', 'प्याज़', ONION],
  ['devanagari', 'आलू', `${POTATO} sweet-potato`],
  ['devanagari', 'दही', CURD],
  ['devanagari', 'चावल', RICE],
  ['devanagari', 'नमक', SALT],
  ['devanagari', 'हल्दी', TURMERIC],
  ['devanagari', 'तेल', OIL],
  ['devanagari', 'टमाटर', TOMATO],
  ['devanagari', 'घी', GHEE],
  ['devanagari', 'पनीर', PANEER],
  ['devanagari', 'अंडे', EGGS],
  ['devanagari', 'चाय', TEA],
  ['devanagari', 'बिस्कुट', BISCUITS],
  ['devanagari', 'साबुन', SOAP],
  ['devanagari', 'केला', BANANA],
  ['devanagari', 'सरसों का तेल', MUSTARD_OIL],
  // Typos.
  ['typo', 'tomatoe', TOMATO],
  ['typo', 'biscut', BISCUITS],
  ['typo', 'bananna', BANANA],
  ['typo', 'tomoto', TOMATO],
  ['typo', 'potatoe', `${POTATO} sweet-potato`],
  ['typo', 'panner', PANEER],
  ['typo', 'chese', CHEESE],
  ['typo', 'shampo', SHAMPOO],
  ['typo', 'tothpaste', TOOTHPASTE],
  ['typo', 'detergant', DETERGENT],
  ['typo', 'choclate', CHOCOLATE],
  ['typo', 'cofee', COFFEE],
  ['typo', 'noodels', NOODLES],
  ['typo', 'suger', SUGAR],
  ['typo', 'buter', BUTTER],
  ['typo', 'ketchap', KETCHUP],
  ['typo', 'bred', BREAD],
  ['typo', 'onoin', ONION],
  ['typo', 'amull butter', BUTTER],
  ['typo', 'basmathi rice', BASMATI],
  ['typo', 'corriander', CORIANDER],
  ['typo', 'yoghurt', CURD],
  // Pack sizes and counts: the product first and that pack selected.
  ['pack-size', 'amul taaza 1l', 'amul-taaza-toned-milk', '1 l'],
  ['pack-size', 'amul taaza 1 litre', 'amul-taaza-toned-milk', '1 l'],
  ['pack-size', 'amul taaza 1000ml', 'amul-taaza-toned-milk', '1 l'],
  ['pack-size', 'eggs 12', EGGS, '12 pcs'],
  ['pack-size', 'eggs 30', 'farm-eggs', '30 pcs'],
  ['pack-size', 'basmati rice 5kg', BASMATI, '5 kg'],
  ['pack-size', 'basmati rice 5 kg', BASMATI, '5 kg'],
  ['pack-size', 'onion 2kg', 'onion', '2 kg'],
  ['pack-size', 'onion 1/2 kg', 'onion', '500 g'],
  ['pack-size', 'aashirvaad atta 10kg', 'aashirvaad-shudh-chakki-atta', '10 kg'],
  ['pack-size', 'atta 10 kg', ATTA, '10 kg'],
  ['pack-size', 'sugar 5kg', SUGAR, '5 kg'],
  ['pack-size', 'fortune sunflower oil 5l', 'fortune-sunlite-refined-sunflower-oil', '5 l'],
  ['pack-size', 'amul butter 500g', BUTTER, '500 g'],
  ['pack-size', 'paneer 1kg', 'mother-dairy-paneer', '1 kg'],
  ['pack-size', 'toned milk 1 ltr', TONED_MILK, '1 l'],
  ['pack-size', 'maggi 12 pack', 'maggi-2-minute-masala-noodles', '12 x 70 g'],
  ['pack-size', 'banana 12', 'banana-robusta', '12 pcs'],
  ['pack-size', 'ghee 1 kg', GHEE, '1 l'],
  ['pack-size', 'amul dahi 1kg', 'amul-masti-dahi', '1 kg'],
  // Brands and branded products.
  ['brand', 'amul', '@brand:Amul'],
  ['brand', 'parle-g', 'parle-g-original-gluco-biscuits'],
  ['brand', 'parle g', 'parle-g-original-gluco-biscuits'],
  ['brand', 'maggi', '@brand:Maggi'],
  ['brand', 'haldirams', "@brand:Haldiram's"],
  ['brand', "haldiram's bhujia", 'haldirams-aloo-bhujia haldirams-bhujia-sev'],
  ['brand', 'lays', "@brand:Lay's"],
  ['brand', 'coca cola', 'coca-cola-soft-drink'],
  ['brand', 'dairy milk', 'cadbury-dairy-milk-chocolate-bar cadbury-dairy-milk-silk-chocolate-bar'],
  ['brand', 'tata salt', 'tata-salt tata-salt-lite-low-sodium'],
  ['brand', 'red label', 'brooke-bond-red-label-tea'],
  ['brand', 'surf excel', '@brand:Surf Excel'],
  ['brand', 'fortune', '@brand:Fortune'],
  ['brand', 'aashirvaad atta', 'aashirvaad-shudh-chakki-atta aashirvaad-multigrain-atta'],
  ['brand', 'india gate', '@brand:India Gate'],
  ['brand', 'kitkat', 'nestle-kitkat-4-finger-wafer-chocolate'],
  ['brand', 'mother dairy', '@brand:Mother Dairy'],
  ['brand', 'colgate', '@brand:Colgate'],
  ['brand', 'britannia bread', 'britannia-milk-bread britannia-100-whole-wheat-bread britannia-brown-bread'],
  ['brand', 'everest', '@brand:Everest'],
  // Categories and staples named as a kind.
  ['category', 'dairy', '@dairy-eggs'],
  ['category', 'fruits', '@fruits'],
  ['category', 'vegetables', '@vegetables'],
  ['category', 'biscuits', BISCUITS],
  ['category', 'snacks', '@snacks-namkeen'],
  ['category', 'beverages', '@beverages'],
  ['category', 'masala', '@masala-spices'],
  ['category', 'eggs', EGGS],
  ['category', 'chips', CHIPS],
  ['category', 'namkeen', NAMKEEN],
  ['category', 'bhujia', BHUJIA],
  ['category', 'sweets', `${SWEETS} mtr-gulab-jamun-mix`],
  ['category', 'chocolate', CHOCOLATE],
  ['category', 'juice', JUICE],
  ['category', 'oats', OATS],
  ['category', 'diapers', DIAPERS],
  ['category', 'frozen', '@frozen'],
  ['category', 'pulses', `${DAL} tata-sampann-rajma-chitra tata-sampann-kabuli-chana`],
  ['category', 'toor dal', TOOR],
  ['category', 'cleaning', '@household-cleaning'],
  ['category', 'baby', '@baby-care'],
  ['category', 'dishwash', DISHWASH],
];

/** Every judged query. */
export const EVAL_QUERIES: readonly EvalQuery[] = ROWS.map(([kind, q, relevant, variant]) => ({
  q,
  kind,
  relevant: relevant.split(/ (?=[@a-z0-9])/),
  ...(variant === undefined ? {} : { variant }),
}));
