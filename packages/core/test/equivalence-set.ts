// The labelled set for kinds and equivalents (issue 34): product listings as the demo catalogue and
// real merchants title them, grouped by hand. Every two listings of one group are equivalents a
// shopper would accept; `links` label pairs across groups (2 x 500 ml for 1 l is; toned for full
// cream is not); `negatives` are further hard negatives. The labels are a reviewer's, never computed
// by the code under test.

/** A listing: its title (pack size in it) and category. */
export interface Labelled {
  title: string;
  brand?: string;
  category: string;
}

const DAIRY = 'Dairy & Eggs';
const VEG = 'Vegetables';
const STAPLES = 'Atta, Rice & Dal';
const OILS = 'Oils & Ghee';
const SPICES = 'Masala & Spices';
const BREAKFAST = 'Breakfast & Cereals';
const BAKERY = 'Bakery & Bread';
const INSTANT = 'Instant Food';
const BEVERAGES = 'Beverages';

const group = (category: string, ...titles: string[]): Labelled[] =>
  titles.map((title) => ({ title, category }));

/** Groups of mutually equivalent listings, by name. */
export const GROUPS: Record<string, Labelled[]> = {
  toned500: group(
    DAIRY,
    'Amul Taaza Toned Milk 500 ml',
    'Mother Dairy Toned Milk 500 ml',
    'Nandini Toned Milk 500 ml',
    'Heritage Toned Milk 500 ml',
    'Aavin Toned Milk 500 ml',
    'Amul Taaza Homogenised Toned Milk, 500 ml Pouch',
    'Amul Taaza Toned Milk : 500 ml',
  ),
  toned1l: group(DAIRY, 'Amul Taaza Toned Milk 1 l', 'Mother Dairy Toned Milk 1 l', 'Nandini Toned Milk 1 L'),
  fullCream500: group(
    DAIRY,
    'Amul Gold Full Cream Milk 500 ml',
    'Mother Dairy Full Cream Milk 500 ml',
    'Amul Gold Full Cream Fresh Milk (Pouch) 500 ml',
    'Nandini Full Cream Milk 500 ml',
  ),
  fullCream1l: group(DAIRY, 'Amul Gold Full Cream Milk 1 l', 'Mother Dairy Full Cream Milk 1 l'),
  doubleToned500: group(
    DAIRY,
    'Amul Slim n Trim Double Toned Milk 500 ml',
    'Mother Dairy Double Toned Milk 500 ml',
    'Nandini Double Toned Milk 500 ml',
  ),
  curd400: group(
    DAIRY,
    'Amul Masti Dahi 400 g',
    'Mother Dairy Classic Dahi 400 g',
    'Milky Mist Set Curd 400 g',
    'Nandini Curd 400 g',
  ),
  paneer200: group(
    DAIRY,
    'Amul Malai Paneer 200 g',
    'Mother Dairy Paneer 200 g',
    'Gowardhan Fresh Paneer 200 g',
    'Milky Mist Paneer 200 g',
  ),
  butter100: group(
    DAIRY,
    'Amul Pasteurised Butter 100 g',
    'Mother Dairy Butter 100 g',
    'Nandini Salted Butter 100 g',
    'Gowardhan Butter 100 g',
  ),
  cowGhee1l: group(
    OILS,
    'Gowardhan Pure Cow Ghee 1 l',
    'Patanjali Cow Ghee 1 l',
    'Aashirvaad Svasti Pure Cow Ghee 1 l',
    'Mother Dairy Cow Ghee 1 l',
  ),
  eggs6: group(
    DAIRY,
    'Farm Eggs 6 pcs',
    'Henfruit White Eggs 6 pcs',
    'Farm Eggs (Ande) 6 pcs',
    'Table Eggs 6 pcs',
  ),
  eggs12: group(DAIRY, 'Farm Eggs 12 pcs', 'Henfruit White Eggs 12 pcs', 'Table Eggs 1 dozen'),
  brownEggs6: group(DAIRY, 'Eggoz Nutrition Brown Eggs 6 pcs', 'Henfruit Brown Eggs 6 pcs'),
  onion1kg: group(VEG, 'Onion 1 kg', 'Fresho Onion, 1 kg', 'Onion (Pyaz) 1 kg', 'Pyaz 1 kg'),
  onion500: group(VEG, 'Onion 500 g', 'Fresho Onion, 500 g'),
  potato1kg: group(VEG, 'Potato 1 kg', 'Fresho Potato, 1 kg', 'Aloo 1 kg'),
  tomatoHybrid: group(VEG, 'Tomato Hybrid 500 g', 'Fresho Tomato - Hybrid, 500 g'),
  atta5: group(
    STAPLES,
    'Aashirvaad Shudh Chakki Atta 5 kg',
    'Fortune Chakki Fresh Atta 5 kg',
    'Pillsbury Chakki Fresh Atta 5 kg',
    'Patanjali Chakki Atta 5 kg',
    'Nature Fresh Sampoorna Chakki Atta 5 kg',
    'Aashirvaad Whole Wheat Atta 5 kg',
  ),
  atta10: group(
    STAPLES,
    'Aashirvaad Shudh Chakki Atta 10 kg',
    'Fortune Chakki Fresh Atta 10 kg',
    'Patanjali Chakki Atta 10 kg',
  ),
  basmatiEveryday: group(
    STAPLES,
    'India Gate Basmati Rice Feast Rozzana 1 kg',
    'Daawat Rozana Super Basmati Rice 1 kg',
    'Kohinoor Everyday Basmati Rice 1 kg',
  ),
  basmatiLong: group(
    STAPLES,
    'India Gate Basmati Rice Classic 1 kg',
    'Daawat Traditional Basmati Rice 1 kg',
    'Fortune Biryani Special Basmati Rice 1 kg',
  ),
  sonaMasoori5: group(
    STAPLES,
    'Fortune Sona Masoori Rice 5 kg',
    'India Gate Sona Masoori Rice 5 kg',
    'Daawat Sona Masuri Rice 5 kg',
  ),
  toor1kg: group(
    STAPLES,
    'Tata Sampann Unpolished Toor Dal 1 kg',
    'Fortune Arhar Dal 1 kg',
    'Rajdhani Toor Dal 1 kg',
    'Tata Sampann Unpolished Tur Dal 1 kg',
  ),
  organicToor1kg: group(STAPLES, 'Organic Tattva Organic Toor Dal 1 kg', '24 Mantra Organic Toor Dal 1 kg'),
  moong500: group(
    STAPLES,
    'Tata Sampann Unpolished Moong Dal 500 g',
    'Rajdhani Moong Dal 500 g',
    'Fortune Moong Dal 500 g',
  ),
  chana1kg: group(STAPLES, 'Tata Sampann Unpolished Chana Dal 1 kg', 'Rajdhani Chana Dal 1 kg'),
  masoor500: group(STAPLES, 'Tata Sampann Unpolished Masoor Dal 500 g', 'Fortune Masoor Dal 500 g'),
  urad500: group(STAPLES, 'Tata Sampann Unpolished Urad Dal 500 g', 'Rajdhani Urad Dal 500 g'),
  sugar1kg: group(
    STAPLES,
    'Madhur Pure & Hygienic Sugar 1 kg',
    'Trust Classic Sulphurless Sugar 1 kg',
    'Uttam Sugar 1 kg',
    'Dhampure Sugar 1 kg',
  ),
  sugar5kg: group(STAPLES, 'Madhur Pure & Hygienic Sugar 5 kg', 'Trust Classic Sulphurless Sugar 5 kg'),
  salt1kg: group(
    SPICES,
    'Tata Salt 1 kg',
    'Aashirvaad Iodised Salt 1 kg',
    'Catch Iodised Salt 1 kg',
    'Annapurna Iodized Salt 1 kg',
  ),
  sunflower1l: group(
    OILS,
    'Fortune Sunlite Refined Sunflower Oil 1 l',
    'Gemini Refined Sunflower Oil 1 l',
    'Freedom Refined Sunflower Oil 1 l',
    'Sundrop Superlite Advanced Sunflower Oil 1 l',
  ),
  sunflower5l: group(OILS, 'Fortune Sunlite Refined Sunflower Oil 5 l', 'Freedom Refined Sunflower Oil 5 l'),
  mustard1l: group(
    OILS,
    'Fortune Kachi Ghani Pure Mustard Oil 1 l',
    'Patanjali Kachi Ghani Mustard Oil 1 l',
    'Dhara Kachi Ghani Mustard Oil 1 l',
  ),
  soyabean1l: group(
    OILS,
    'Fortune Soya Health Refined Soyabean Oil 1 l',
    'Nature Fresh Refined Soyabean Oil 1 l',
  ),
  oats1kg: group(BREAKFAST, 'Quaker Oats 1 kg', 'Saffola Oats 1 kg', "Kellogg's Oats 1 kg"),
  brownBread: group(BAKERY, 'Britannia Brown Bread 400 g', 'Harvest Gold Brown Bread 400 g'),
  whiteBread: group(BAKERY, 'Harvest Gold White Bread 400 g', 'English Oven Sandwich Bread 400 g'),
  ketchup: group(INSTANT, 'Kissan Fresh Tomato Ketchup 950 g', 'Maggi Rich Tomato Ketchup 1 kg'),
  turmeric200: group(
    SPICES,
    'Everest Turmeric Powder 200 g',
    'Tata Sampann Turmeric Powder 200 g',
    'Catch Haldi Powder 200 g',
  ),
  honey500: group(BREAKFAST, 'Dabur Honey 500 g', 'Saffola Honey 500 g', 'Patanjali Honey 500 g'),
  besan1kg: group(STAPLES, 'Rajdhani Besan 1 kg', 'Fortune Besan 1 kg'),
};

/** Labels across groups: [group, group, equivalent]. */
export const LINKS: ReadonlyArray<[string, string, boolean]> = [
  ['toned1l', 'toned500', true], // two 500 ml pouches make the litre
  ['fullCream1l', 'fullCream500', true],
  ['eggs12', 'eggs6', true],
  ['atta10', 'atta5', true],
  ['sugar5kg', 'sugar1kg', true], // unit price only, said as such
  ['sunflower5l', 'sunflower1l', true],
  ['toned500', 'fullCream500', false], // toned vs full cream
  ['toned500', 'doubleToned500', false],
  ['fullCream500', 'doubleToned500', false],
  ['toned1l', 'fullCream1l', false],
  ['butter100', 'cowGhee1l', false], // butter vs ghee
  ['eggs6', 'brownEggs6', false], // white vs brown eggs
  ['basmatiEveryday', 'basmatiLong', false], // everyday grade vs long grain
  ['toor1kg', 'organicToor1kg', false], // organic
  ['toor1kg', 'chana1kg', false],
  ['moong500', 'masoor500', false],
  ['moong500', 'urad500', false],
  ['masoor500', 'urad500', false],
  ['sunflower1l', 'mustard1l', false],
  ['sunflower1l', 'soyabean1l', false],
  ['onion1kg', 'potato1kg', false],
  ['brownBread', 'whiteBread', false],
  ['curd400', 'paneer200', false],
  ['atta5', 'basmatiEveryday', false],
];

const l = (title: string, category: string): Labelled => ({ title, category });

/** Hard negatives: pairs a shopper would reject. */
export const NEGATIVES: ReadonlyArray<[Labelled, Labelled]> = [
  // butter vs ghee, salted vs unsalted
  [l('Amul Pasteurised Butter 500 g', DAIRY), l('Amul Pure Ghee 500 ml', OILS)],
  [l('Amul Pure Ghee 1 l', OILS), l('Amul Pasteurised Butter 500 g', DAIRY)],
  [l('Amul Pasteurised Butter 100 g', DAIRY), l('Amul Unsalted Butter 100 g', DAIRY)],
  [l('Mother Dairy Butter 100 g', DAIRY), l('Amul Unsalted Butter 100 g', DAIRY)],
  [l('Amul Pure Ghee 1 l', OILS), l('Gowardhan Pure Cow Ghee 1 l', OILS)],
  [l('Amul Pure Ghee 1 l', OILS), l('Dalda Vanaspati 1 l', OILS)],
  [l('Pintola Classic Peanut Butter Creamy 350 g', BREAKFAST), l('Amul Pasteurised Butter 500 g', DAIRY)],
  // masala oats vs plain oats
  [l('Quaker Oats 500 g', BREAKFAST), l('Saffola Masala Oats Classic Masala 500 g', BREAKFAST)],
  [l('Saffola Oats 400 g', BREAKFAST), l('Saffola Masala Oats Classic Masala 500 g', BREAKFAST)],
  [l('Quaker Oats 1 kg', BREAKFAST), l('Yoga Bar Dark Chocolate & Cranberry Muesli 1 kg', BREAKFAST)],
  // pack sizes too far apart (5 kg against 100 g)
  [l('Aashirvaad Shudh Chakki Atta 5 kg', STAPLES), l('Fortune Chakki Fresh Atta 100 g', STAPLES)],
  [l('Tata Salt 1 kg', SPICES), l('Catch Iodised Salt 100 g', SPICES)],
  [l('Madhur Pure & Hygienic Sugar 5 kg', STAPLES), l('Trust Classic Sulphurless Sugar 500 g', STAPLES)],
  [l('Amul Taaza Toned Milk 1 l', DAIRY), l('Mother Dairy Toned Milk 180 ml', DAIRY)],
  [l('Fortune Sunlite Refined Sunflower Oil 5 l', OILS), l('Gemini Refined Sunflower Oil 500 ml', OILS)],
  [l('Farm Eggs 30 pcs', DAIRY), l('Henfruit White Eggs 2 pcs', DAIRY)],
  // weight against volume, pieces against weight
  [l('Amul Pure Ghee 1 l', OILS), l('Nandini Pure Ghee 1 kg', OILS)],
  [l('Onion 1 kg', VEG), l('Onion 4 pcs', VEG)],
  // refined vs cold pressed
  [l('Fortune Sunlite Refined Sunflower Oil 1 l', OILS), l('Anveshan Cold Pressed Sunflower Oil 1 l', OILS)],
  [
    l('Fortune Kachi Ghani Pure Mustard Oil 1 l', OILS),
    l('Emami Healthy & Tasty Refined Mustard Oil 1 l', OILS),
  ],
  [l('Figaro Pure Olive Oil 1 l', OILS), l('Borges Extra Virgin Olive Oil 1 l', OILS)],
  [l('Saffola Gold Refined Cooking Oil 1 l', OILS), l('Fortune Sunlite Refined Sunflower Oil 1 l', OILS)],
  [l('Saffola Tasty Refined Cooking Oil 1 l', OILS), l('Saffola Gold Refined Cooking Oil 1 l', OILS)],
  [l('Fortune Rice Bran Health Oil 1 l', OILS), l('Fortune Sunlite Refined Sunflower Oil 1 l', OILS)],
  // veg vs egg
  [l('Funfoods Veg Mayonnaise 250 g', INSTANT), l('Funfoods Egg Mayonnaise 250 g', INSTANT)],
  [l('Farm Eggs 6 pcs', DAIRY), l('Eggless Veg Omelette Mix 6 pcs', DAIRY)],
  [l('Britannia Veg Fruit Cake 250 g', BAKERY), l('Britannia Egg Fruit Cake 250 g', BAKERY)],
  // milk of other kinds
  [l('Amul Taaza Toned Milk 500 ml', DAIRY), l('Amul Kool Kesar Flavoured Milk 500 ml', DAIRY)],
  [l('Amul Taaza Toned Milk 500 ml', DAIRY), l('Nestle Milkmaid Sweetened Condensed Milk 380 g', DAIRY)],
  [l('Amul Taaza Toned Milk 1 l', DAIRY), l('Nestle a+ Nourish Toned Milk UHT 1 l', DAIRY)],
  [l('Amul Gold Full Cream Milk 1 l', DAIRY), l('Britannia Milk Bread 400 g', BAKERY)],
  [l('Mother Dairy Toned Milk 500 ml', DAIRY), l('Amul Masti Spiced Buttermilk 500 ml', DAIRY)],
  [l('Amul Taaza Toned Milk 1 l', DAIRY), l('So Good Almond Milk 1 l', BEVERAGES)],
  [l('Amul Gold Full Cream Milk 1 l', DAIRY), l('Amul Lactose Free Full Cream Milk 1 l', DAIRY)],
  // curd and paneer
  [l('Amul Masti Dahi 400 g', DAIRY), l('Epigamia Greek Yogurt Natural 400 g', DAIRY)],
  [l('Mother Dairy Classic Dahi 400 g', DAIRY), l('Mother Dairy Mishti Doi 400 g', DAIRY)],
  [l('Amul Malai Paneer 200 g', DAIRY), l('Urban Platter Tofu 200 g', DAIRY)],
  [l('Amul Malai Paneer 200 g', DAIRY), l('ITC Master Chef Paneer Tikka 200 g', 'Frozen')],
  [l('Amul Malai Paneer 200 g', DAIRY), l('Amul Low Fat Paneer 200 g', DAIRY)],
  [l('Amul Cheese Slices 200 g', DAIRY), l('Amul Processed Cheese Block 200 g', DAIRY)],
  // eggs
  [l('Farm Eggs 6 pcs', DAIRY), l('Eggoz Nutrition Brown Eggs 6 pcs', DAIRY)],
  [l('Farm Eggs 12 pcs', DAIRY), l('Country Free Range Eggs 12 pcs', DAIRY)],
  // vegetables
  [l('Onion 100 g', VEG), l('Spring Onion (Hara Pyaz) 100 g', VEG)],
  [l('Potato 500 g', VEG), l('Sweet Potato 500 g', VEG)],
  [l('Tomato Local 500 g', VEG), l('Tomato Hybrid 500 g', VEG)],
  [l('Tomato Hybrid 500 g', VEG), l('Cherry Tomato 500 g', VEG)],
  [l('Potato 1 kg', VEG), l('McCain French Fries 1 kg', 'Frozen')],
  // flours, rice, dal
  [l('Aashirvaad Shudh Chakki Atta 5 kg', STAPLES), l('Aashirvaad Multigrain Atta 5 kg', STAPLES)],
  [l('Fortune Chakki Fresh Atta 5 kg', STAPLES), l('Aashirvaad Multigrain Atta 5 kg', STAPLES)],
  [l('Aashirvaad Shudh Chakki Atta 1 kg', STAPLES), l('Rajdhani Maida 1 kg', STAPLES)],
  [l('Aashirvaad Shudh Chakki Atta 1 kg', STAPLES), l('Rajdhani Besan 1 kg', STAPLES)],
  [l('Rajdhani Sooji 1 kg', STAPLES), l('MTR Rava Idli Mix 1 kg', 'Breakfast & Cereals')],
  [l('Aashirvaad Shudh Chakki Atta 1 kg', STAPLES), l('Maggi Atta Noodles Masala 4 x 72.5 g', INSTANT)],
  [l('India Gate Basmati Rice Classic 5 kg', STAPLES), l('Fortune Sona Masoori Rice 5 kg', STAPLES)],
  [l('India Gate Basmati Rice Classic 1 kg', STAPLES), l('Daawat Brown Basmati Rice 1 kg', STAPLES)],
  [l('Daawat Rozana Super Basmati Rice 1 kg', STAPLES), l('India Gate Basmati Rice Classic 1 kg', STAPLES)],
  [l('Tata Sampann Unpolished Toor Dal 1 kg', STAPLES), l('Tata Sampann Unpolished Moong Dal 1 kg', STAPLES)],
  [l('Tata Sampann Unpolished Moong Dal 500 g', STAPLES), l('Haldiram Moong Dal 500 g', 'Snacks & Namkeen')],
  [l('Tata Sampann Unpolished Toor Dal 1 kg', STAPLES), l('MTR Ready to Eat Dal Makhani 1 kg', INSTANT)],
  [l('Tata Sampann Unpolished Masoor Dal 500 g', STAPLES), l('Tata Sampann Masoor Whole 500 g', STAPLES)],
  [l('Tata Sampann Rajma Chitra 500 g', STAPLES), l('Tata Sampann Kabuli Chana 500 g', STAPLES)],
  // sugar and salt
  [l('Madhur Pure & Hygienic Sugar 1 kg', STAPLES), l('Organic Tattva Brown Sugar 1 kg', STAPLES)],
  [l('Madhur Pure & Hygienic Sugar 1 kg', STAPLES), l('24 Mantra Organic Jaggery Powder 1 kg', STAPLES)],
  [l('Trust Classic Sulphurless Sugar 500 g', STAPLES), l('Sugar Free Gold Powder 500 g', STAPLES)],
  [l('Tata Salt 1 kg', SPICES), l('Tata Salt Lite Low Sodium 1 kg', SPICES)],
  [l('Aashirvaad Iodised Salt 1 kg', SPICES), l('Tata Salt Lite Low Sodium 1 kg', SPICES)],
  [l('Tata Salt 1 kg', SPICES), l('Tata Sampann Sendha Namak Rock Salt 1 kg', SPICES)],
  [l('Tata Salt 100 g', SPICES), l('Catch Black Salt 100 g', SPICES)],
  [l('Tata Salt 100 g', SPICES), l('Balaji Simply Salted Wafers 90 g', 'Snacks & Namkeen')],
  // brand blends the table does not call interchangeable
  [l('Tata Tea Gold 500 g', BEVERAGES), l('Brooke Bond Red Label Tea 500 g', BEVERAGES)],
  [l('Bru Instant Coffee 100 g', BEVERAGES), l('Nescafe Classic Instant Coffee 100 g', BEVERAGES)],
  [l('MDH Garam Masala 100 g', SPICES), l('Everest Garam Masala 100 g', SPICES)],
  [l('Coca-Cola Soft Drink 750 ml', BEVERAGES), l('Thums Up Soft Drink 750 ml', BEVERAGES)],
  [
    l('Parle Parle-G Original Gluco Biscuits 250 g', 'Biscuits & Cookies'),
    l('Britannia Marie Gold Biscuits 250 g', 'Biscuits & Cookies'),
  ],
  // bread, sauces, spices, honey
  [l('Britannia Brown Bread 400 g', BAKERY), l('Britannia 100% Whole Wheat Bread 400 g', BAKERY)],
  [l('Britannia Brown Bread 400 g', BAKERY), l('Bonn High Fibre Brown Bread 400 g', BAKERY)],
  [l('Modern Multigrain Bread 400 g', BAKERY), l('Britannia Brown Bread 400 g', BAKERY)],
  [
    l('Kissan Fresh Tomato Ketchup 500 g', INSTANT),
    l('Maggi Hot & Sweet Tomato Chilli Sauce 500 g', INSTANT),
  ],
  [l('Everest Turmeric Powder 100 g', SPICES), l('Everest Kashmirilal Chilli Powder 100 g', SPICES)],
  [l('Everest Kashmirilal Chilli Powder 100 g', SPICES), l('MDH Deggi Mirch 100 g', SPICES)],
  [l('Dabur Honey 500 g', BREAKFAST), l('Kellogg’s Honey Loops 500 g', BREAKFAST)],
  [l('Catch Cumin Seeds 100 g', SPICES), l('Everest Jeera Powder 100 g', SPICES)],
];
