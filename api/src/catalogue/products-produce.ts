// Fruits and Vegetables, sold loose by weight or by count. Their MRPs are the merchants' notional
// list prices; selling prices swing more than packaged goods.
import { type ProductSeed, produceIn } from './seed';

const fruit = produceIn('fruits');
const veg = produceIn('vegetables');

/** Fruits. */
export const FRUIT_PRODUCTS: readonly ProductSeed[] = [
  fruit('Banana Robusta', 'Kela', 'banana', '6 pcs=49 | 12 pcs=95', { everywhere: true }),
  fruit('Banana Yelakki', 'Elaichi Kela', 'banana', '500 g=55'),
  fruit('Apple Shimla', 'Seb', 'apple', '4 pcs=160 | 1 kg=220', { everywhere: true }),
  fruit('Apple Royal Gala', 'Seb', 'apple imported', '4 pcs=199'),
  fruit('Pomegranate', 'Anaar', 'pomegranate', '2 pcs=120 | 1 kg=260'),
  fruit('Papaya Semi Ripe', 'Papita', 'papaya', '1 pc=60'),
  fruit('Watermelon Kiran', 'Tarbooz', 'watermelon melon', '1 pc=80'),
  fruit('Muskmelon', 'Kharbooja', 'muskmelon melon', '1 pc=70'),
  fruit('Orange Nagpur', 'Santra', 'orange citrus', '500 g=70 | 1 kg=130'),
  fruit('Mosambi', 'Mosambi', 'sweet lime citrus mosambi', '500 g=55 | 1 kg=100'),
  fruit('Grapes Green Seedless', 'Angoor', 'grapes green', '500 g=80 | 1 kg=155'),
  fruit('Grapes Black Seedless', 'Kale Angoor', 'grapes black', '500 g=110'),
  fruit('Mango Alphonso', 'Hapus Aam', 'mango alphonso', '6 pcs=600'),
  fruit('Mango Banganapalli', 'Aam', 'mango', '1 kg=150 | 3 kg=420'),
  fruit('Guava', 'Amrood', 'guava', '500 g=60 | 1 kg=115'),
  fruit('Kiwi Green', 'Kiwi', 'kiwi imported', '3 pcs=99'),
  fruit('Pear Green', 'Nashpati', 'pear', '500 g=120'),
  fruit('Chikoo', 'Chikoo', 'sapota chikoo', '500 g=60'),
  fruit('Pineapple', 'Ananas', 'pineapple', '1 pc=90'),
  fruit('Tender Coconut', 'Nariyal Pani', 'coconut tender', '1 pc=70'),
  fruit('Dragon Fruit', 'Dragon Fruit', 'dragon fruit exotic', '1 pc=110'),
  fruit('Strawberry', 'Strawberry', 'strawberry berries', '200 g=120'),
  fruit('Avocado', 'Avocado', 'avocado exotic', '1 pc=150'),
];

/** Vegetables. */
export const VEGETABLE_PRODUCTS: readonly ProductSeed[] = [
  veg('Onion', 'Pyaz', 'onion', '500 g=30 | 1 kg=55 | 2 kg=105', { everywhere: true }),
  veg('Potato', 'Aloo', 'potato', '500 g=25 | 1 kg=45 | 2 kg=85', { everywhere: true }),
  veg('Tomato Local', 'Tamatar', 'tomato', '500 g=25 | 1 kg=48', { everywhere: true }),
  veg('Tomato Hybrid', 'Tamatar', 'tomato', '500 g=30 | 1 kg=58'),
  veg('Ginger', 'Adrak', 'ginger', '100 g=20 | 250 g=45'),
  veg('Garlic', 'Lehsun', 'garlic', '100 g=30 | 250 g=70'),
  veg('Green Chilli', 'Hari Mirch', 'chilli green', '100 g=15 | 250 g=35'),
  veg('Lemon', 'Nimbu', 'lemon citrus', '4 pcs=25 | 250 g=40'),
  veg('Coriander Leaves', 'Dhaniya', 'coriander leaves herbs', '100 g=20'),
  veg('Mint Leaves', 'Pudina', 'mint leaves herbs', '100 g=20'),
  veg('Spinach', 'Palak', 'spinach leafy greens', '250 g=30'),
  veg('Fenugreek Leaves', 'Methi', 'methi fenugreek leafy greens', '250 g=30'),
  veg('Cauliflower', 'Phool Gobhi', 'cauliflower', '1 pc=50'),
  veg('Cabbage', 'Patta Gobhi', 'cabbage', '1 pc=40'),
  veg('Carrot Orange', 'Gajar', 'carrot', '500 g=40 | 1 kg=75'),
  veg('Capsicum Green', 'Shimla Mirch', 'capsicum bell pepper', '250 g=30 | 500 g=58'),
  veg('Cucumber', 'Kheera', 'cucumber', '500 g=30 | 1 kg=55'),
  veg('Lady Finger', 'Bhindi', 'okra lady finger', '250 g=25 | 500 g=48'),
  veg('Brinjal Bharta', 'Baingan', 'brinjal eggplant', '500 g=40 | 1 kg=75'),
  veg('Green Peas', 'Matar', 'peas green', '250 g=45 | 500 g=85'),
  veg('Bottle Gourd', 'Lauki', 'bottle gourd', '1 pc=40'),
  veg('Bitter Gourd', 'Karela', 'bitter gourd', '250 g=30'),
  veg('French Beans', 'Beans', 'beans french', '250 g=40 | 500 g=78'),
  veg('Sweet Potato', 'Shakarkandi', 'sweet potato', '500 g=40'),
  veg('Beetroot', 'Chukandar', 'beetroot', '500 g=35'),
  veg('Radish', 'Mooli', 'radish', '500 g=30'),
  veg('Button Mushroom', 'Mushroom', 'mushroom', '200 g=55 | 2 x 200 g=105'),
  veg('Sweet Corn', 'Bhutta', 'corn sweet', '2 pcs=50'),
  veg('Drumstick', 'Sahjan', 'drumstick', '250 g=40'),
  veg('Spring Onion', 'Hara Pyaz', 'onion spring', '100 g=20'),
  veg('Pumpkin Yellow', 'Kaddu', 'pumpkin', '500 g=30'),
];
