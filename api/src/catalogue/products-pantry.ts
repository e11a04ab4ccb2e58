// Breakfast & Cereals, Instant Food and Frozen.
import { brandedIn, type ProductSeed } from './seed';

const breakfast = brandedIn('breakfast-cereals');
const instant = brandedIn('instant-food');
const frozen = brandedIn('frozen');

/** Breakfast & Cereals products. */
export const BREAKFAST_PRODUCTS: readonly ProductSeed[] = [
  breakfast("Kellogg's", 'Corn Flakes Original', 'cereal cornflakes', '250 g=110 | 475 g=199', {
    everywhere: true,
  }),
  breakfast("Kellogg's", 'Chocos', 'cereal chocolate kids', '375 g=220 | 1.2 kg=599'),
  breakfast("Kellogg's", 'Muesli Fruit Nut & Seeds', 'muesli cereal', '500 g=375'),
  breakfast('Quaker', 'Oats', 'oats', '500 g=99 | 1 kg=190', { everywhere: true }),
  breakfast('Saffola', 'Masala Oats Classic Masala', 'oats masala instant', '38 g=15 | 500 g=199'),
  breakfast('Saffola', 'Oats', 'oats', '400 g=99 | 1 kg=195'),
  breakfast("Bagrry's", 'Crunchy Muesli Fruit & Nut', 'muesli cereal', '500 g=349'),
  breakfast('Kissan', 'Mixed Fruit Jam', 'jam fruit spread', '200 g=85 | 500 g=175', { container: 'Jar' }),
  breakfast('Dabur', 'Honey', 'honey', '250 g=135 | 500 g=240', { container: 'Bottle' }),
  breakfast('Pintola', 'Classic Peanut Butter Creamy', 'peanut butter spread', '350 g=199', {
    container: 'Jar',
  }),
  breakfast('Nutella', 'Hazelnut Spread with Cocoa', 'chocolate spread hazelnut', '350 g=399', {
    container: 'Jar',
  }),
  breakfast('MTR', 'Rava Idli Mix', 'idli mix instant', '500 g=145'),
  breakfast('MTR', 'Upma Breakfast Mix', 'upma mix instant', '180 g=70'),
  breakfast('iD', 'Idly & Dosa Batter', 'idli dosa batter', '1 kg=95 | 2 kg=180'),
  breakfast('Yoga Bar', 'Dark Chocolate & Cranberry Muesli', 'muesli cereal', '400 g=399'),
];

/** Instant Food products. */
export const INSTANT_PRODUCTS: readonly ProductSeed[] = [
  instant(
    'Maggi',
    '2-Minute Masala Noodles',
    'noodles instant masala',
    '70 g=14 | 4 x 70 g=56 | 12 x 70 g=168',
    {
      everywhere: true,
      titles: {
        bigbasket: 'Maggi 2-Minute Instant Noodles - Masala',
        dmart: 'Maggi 2 Minute Masala Noodles',
      },
    },
  ),
  instant('Maggi', 'Atta Noodles Masala', 'noodles instant atta', '4 x 72.5 g=100'),
  instant(
    'Sunfeast',
    'Yippee! Magic Masala Noodles',
    'noodles instant masala',
    '4 x 60 g=56 | 12 x 60 g=168',
  ),
  instant("Ching's Secret", 'Schezwan Instant Noodles', 'noodles instant schezwan', '4 x 60 g=60'),
  instant('Nissin', 'Cup Noodles Mazedaar Masala', 'noodles cup instant', '70 g=50'),
  instant('Knorr', 'Classic Thick Tomato Soup', 'soup tomato instant', '53 g=65'),
  instant('Knorr', 'Hot & Sour Veg Soup', 'soup instant', '41 g=65'),
  instant('MTR', 'Ready to Eat Dal Makhani', 'ready to eat dal curry', '300 g=140'),
  instant('MTR', 'Ready to Eat Rajma Masala', 'ready to eat rajma curry', '300 g=125'),
  instant("Haldiram's", 'Minute Khana Palak Paneer', 'ready to eat paneer curry', '300 g=120'),
  instant('Kissan', 'Fresh Tomato Ketchup', 'ketchup sauce tomato', '500 g=120 | 950 g=150', {
    container: 'Bottle',
  }),
  instant('Maggi', 'Rich Tomato Ketchup', 'ketchup sauce tomato', '1 kg=150', { container: 'Bottle' }),
  instant("Ching's Secret", 'Schezwan Chutney', 'sauce chutney schezwan', '250 g=99', { container: 'Jar' }),
  instant('MTR', 'Gulab Jamun Mix', 'sweets mix gulab jamun', '200 g=140'),
  instant("Mother's Recipe", 'Mango Pickle', 'pickle mango', '300 g=125 | 500 g=195', { container: 'Jar' }),
  instant('MTR', 'Instant Poha', 'poha instant', '180 g=60'),
];

/** Frozen products. */
export const FROZEN_PRODUCTS: readonly ProductSeed[] = [
  frozen('McCain', 'French Fries', 'fries potato frozen snacks', '420 g=130 | 750 g=199 | 1.5 kg=380'),
  frozen('McCain', 'Aloo Tikki', 'tikki potato frozen snacks', '400 g=150'),
  frozen('Safal', 'Frozen Green Peas', 'peas green frozen', '500 g=95 | 1 kg=180'),
  frozen('ITC Master Chef', 'Veg Burger Patty', 'patty burger veg', '360 g=175'),
  frozen('Godrej Yummiez', 'Chicken Nuggets', 'chicken nuggets', '400 g=275'),
  frozen('Prasuma', 'Veg Momos', 'momos dumplings', '10 pcs=149'),
  frozen('Amul', 'Vanilla Magic Ice Cream', 'ice cream vanilla', '1 l=200 | 2 l=380', { container: 'Tub' }),
  frozen("Kwality Wall's", 'Cornetto Double Chocolate', 'ice cream cone chocolate', '105 ml=50'),
  frozen('Havmor', 'Butterscotch Ice Cream', 'ice cream butterscotch', '700 ml=230', { container: 'Tub' }),
  frozen('Sumeru', 'Frozen Sweet Corn', 'corn sweet frozen', '500 g=120'),
];
