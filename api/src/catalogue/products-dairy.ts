// Dairy & Eggs: milk pouches (sold at MRP), curd, butter, paneer, cheese, cream and eggs.
import { brandedIn, type ProductSeed, produceIn } from './seed';

const b = brandedIn('dairy-eggs');
const loose = produceIn('dairy-eggs');

/** Dairy & Eggs products, flagships first. */
export const DAIRY_PRODUCTS: readonly ProductSeed[] = [
  b('Amul', 'Taaza Toned Milk', 'milk toned', '500 ml=28 | 1 l=56', {
    container: 'Pouch',
    atMrp: true,
    everywhere: true,
    titles: { zepto: 'Amul Taaza Toned Fresh Milk', bigbasket: 'Amul Taaza Homogenised Toned Milk' },
  }),
  b('Amul', 'Gold Full Cream Milk', 'milk full cream', '500 ml=34 | 1 l=68', {
    container: 'Pouch',
    atMrp: true,
    everywhere: true,
    titles: {
      zepto: 'Amul Gold Full Cream Fresh Milk',
      bigbasket: 'Amul Gold Homogenised Standardised Milk',
    },
  }),
  b('Mother Dairy', 'Toned Milk', 'milk toned', '500 ml=28 | 1 l=56', { container: 'Pouch', atMrp: true }),
  b('Mother Dairy', 'Full Cream Milk', 'milk full cream', '500 ml=34 | 1 l=68', {
    container: 'Pouch',
    atMrp: true,
  }),
  b('Nandini', 'Toned Milk', 'milk toned', '500 ml=22 | 1 l=44', { container: 'Pouch', atMrp: true }),
  b('Amul', 'Slim n Trim Double Toned Milk', 'milk double toned skimmed', '500 ml=25 | 1 l=50', {
    container: 'Pouch',
    atMrp: true,
  }),
  b('Heritage', 'Toned Milk', 'milk toned', '500 ml=28 | 1 l=56', { container: 'Pouch', atMrp: true }),
  b('Aavin', 'Toned Milk', 'milk toned', '500 ml=22 | 1 l=44', { container: 'Pouch', atMrp: true }),
  b('Nestle', 'a+ Nourish Toned Milk', 'milk toned uht', '1 l=80', { container: 'Carton' }),
  b('Amul', 'Masti Dahi', 'curd yogurt', '400 g=35 | 1 kg=77', { container: 'Pouch', everywhere: true }),
  b('Mother Dairy', 'Classic Dahi', 'curd yogurt', '400 g=45 | 1 kg=90', { container: 'Cup' }),
  b('Milky Mist', 'Set Curd', 'curd yogurt', '400 g=45 | 1 kg=100'),
  b('Epigamia', 'Greek Yogurt Natural', 'yogurt greek curd', '90 g=45 | 400 g=180'),
  b('Amul', 'Pasteurised Butter', 'butter salted', '100 g=62 | 500 g=285', { everywhere: true }),
  b('Amul', 'Malai Paneer', 'paneer cottage cheese', '200 g=90 | 500 g=225'),
  b('Mother Dairy', 'Paneer', 'paneer cottage cheese', '200 g=95 | 1 kg=440'),
  b('Amul', 'Cheese Slices', 'cheese slices', '200 g=150 | 750 g=540'),
  b('Amul', 'Processed Cheese Block', 'cheese block', '200 g=135 | 400 g=260'),
  b('Britannia', 'Cheese Slices', 'cheese slices', '200 g=140 | 400 g=270'),
  b('Amul', 'Mozzarella Cheese', 'cheese mozzarella pizza', '200 g=115 | 1 kg=520'),
  b('Amul', 'Fresh Cream', 'cream cooking', '250 ml=66 | 1 l=230', { container: 'Carton' }),
  b('Amul', 'Masti Spiced Buttermilk', 'buttermilk chaas', '200 ml=15 | 500 ml=25', { container: 'Pouch' }),
  b('Amul', 'Lassi', 'lassi yogurt drink', '200 ml=20 | 6 x 200 ml=120'),
  b('Amul', 'Kool Kesar Flavoured Milk', 'milk flavoured kesar', '180 ml=25 | 6 x 180 ml=150', {
    container: 'Bottle',
  }),
  b('Nestle', 'Milkmaid Sweetened Condensed Milk', 'condensed milk', '200 g=85 | 380 g=145'),
  loose('Farm Eggs', 'Ande', 'egg eggs white', '6 pcs=48 | 12 pcs=92 | 30 pcs=210', { everywhere: true }),
  b('Eggoz', 'Nutrition Brown Eggs', 'egg eggs brown', '6 pcs=90 | 12 pcs=175'),
];
