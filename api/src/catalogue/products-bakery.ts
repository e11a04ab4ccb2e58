// Bakery & Bread and Biscuits & Cookies.
import { brandedIn, type ProductSeed } from './seed';

const bread = brandedIn('bakery-bread');
const biscuit = brandedIn('biscuits-cookies');

/** Bakery & Bread products. */
export const BAKERY_PRODUCTS: readonly ProductSeed[] = [
  bread('Britannia', 'Milk Bread', 'bread white milk', '400 g=45', { atMrp: true, everywhere: true }),
  bread('Britannia', '100% Whole Wheat Bread', 'bread brown wheat', '400 g=55', { atMrp: true }),
  bread('Britannia', 'Brown Bread', 'bread brown', '400 g=50 | 800 g=95', { atMrp: true }),
  bread('Harvest Gold', 'White Bread', 'bread white', '400 g=40 | 700 g=65', { atMrp: true }),
  bread('Harvest Gold', 'Brown Bread', 'bread brown', '400 g=50', { atMrp: true }),
  bread('Modern', 'Multigrain Bread', 'bread multigrain', '400 g=55', { atMrp: true }),
  bread('English Oven', 'Sandwich Bread', 'bread white sandwich', '400 g=45 | 800 g=80', { atMrp: true }),
  bread('English Oven', 'Multigrain Bread', 'bread multigrain', '400 g=60', { atMrp: true }),
  bread('Bonn', 'High Fibre Brown Bread', 'bread brown fibre', '400 g=50', { atMrp: true }),
  bread('Modern', 'Pav', 'pav bread buns', '200 g=25 | 400 g=45', { atMrp: true }),
  bread('English Oven', 'Burger Buns', 'buns burger bread', '4 pcs=40', { atMrp: true }),
  bread('Britannia', 'Toastea Premium Bake Rusk', 'rusk toast', '300 g=55 | 600 g=105'),
  bread('Parle', 'Rusk Elaichi', 'rusk toast cardamom', '200 g=35'),
  bread('Britannia', 'Veg Fruit Cake', 'cake fruit', '250 g=95'),
];

/** Biscuits & Cookies products. */
export const BISCUIT_PRODUCTS: readonly ProductSeed[] = [
  biscuit('Parle', 'Parle-G Original Gluco Biscuits', 'biscuit glucose', '250 g=25 | 800 g=80', {
    everywhere: true,
  }),
  biscuit('Britannia', 'Good Day Cashew Cookies', 'biscuit cookies cashew', '200 g=40 | 600 g=110'),
  biscuit('Britannia', 'Marie Gold Biscuits', 'biscuit marie tea', '250 g=40 | 600 g=90'),
  biscuit('Sunfeast', 'Dark Fantasy Choco Fills', 'cookies chocolate biscuit', '75 g=40 | 300 g=150'),
  biscuit('Cadbury', 'Oreo Chocolate Creme Biscuits', 'biscuit cream chocolate', '120 g=35 | 300 g=90'),
  biscuit('Parle', 'Hide & Seek Chocolate Chip Cookies', 'cookies chocolate biscuit', '100 g=30 | 200 g=60'),
  biscuit('Britannia', 'Bourbon Cream Biscuits', 'biscuit cream chocolate', '150 g=35 | 300 g=65'),
  biscuit('Parle', 'Monaco Classic Salted Biscuits', 'biscuit crackers salted', '75 g=10 | 200 g=35'),
  biscuit('Britannia', 'NutriChoice Digestive Biscuits', 'biscuit digestive wheat', '250 g=60 | 1 kg=220'),
  biscuit("McVitie's", 'Digestive Biscuits', 'biscuit digestive wheat', '250 g=70'),
  biscuit('Parle', 'Krackjack Sweet & Salty Biscuits', 'biscuit crackers', '200 g=35 | 400 g=65'),
  biscuit('Sunfeast', "Mom's Magic Cashew & Almond Cookies", 'cookies cashew almond biscuit', '200 g=40'),
  biscuit('Unibic', 'Choco Chip Cookies', 'cookies chocolate', '150 g=50 | 500 g=160'),
  biscuit('Britannia', 'Milk Bikis Biscuits', 'biscuit milk', '200 g=35 | 500 g=80'),
  biscuit('Britannia', 'Jim Jam Cream Biscuits', 'biscuit cream jam', '150 g=35'),
  biscuit('Parle', '20-20 Butter Cookies', 'cookies butter biscuit', '200 g=35'),
  biscuit('Britannia', 'Little Hearts Biscuits', 'biscuit sugar', '75 g=20'),
  biscuit('Sunfeast', 'Farmlite Oats & Almonds Digestive Biscuits', 'biscuit digestive oats', '150 g=40'),
];
