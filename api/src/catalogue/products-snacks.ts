// Snacks & Namkeen (chips, bhujia, dry fruits) and Chocolates & Sweets.
import { brandedIn, type ProductSeed } from './seed';

const snack = brandedIn('snacks-namkeen');
const sweet = brandedIn('chocolates-sweets');

/** Snacks & Namkeen products. */
export const SNACK_PRODUCTS: readonly ProductSeed[] = [
  snack("Haldiram's", 'Aloo Bhujia', 'namkeen bhujia potato', '200 g=55 | 400 g=105 | 1 kg=240', {
    everywhere: true,
  }),
  snack("Haldiram's", 'Bhujia Sev', 'namkeen bhujia sev', '200 g=55 | 400 g=105'),
  snack("Haldiram's", 'Moong Dal', 'namkeen moong dal', '200 g=55 | 400 g=105'),
  snack("Haldiram's", 'Khatta Meetha', 'namkeen mixture', '200 g=55 | 400 g=105'),
  snack("Haldiram's", 'Navrattan Mix', 'namkeen mixture', '200 g=55'),
  snack('Bikaji', 'Bikaneri Bhujia', 'namkeen bhujia', '200 g=55 | 400 g=110 | 1 kg=250'),
  snack("Lay's", "India's Magic Masala Potato Chips", 'chips potato wafers', '50 g=20 | 90 g=40', {
    everywhere: true,
  }),
  snack("Lay's", 'Classic Salted Potato Chips', 'chips potato wafers salted', '50 g=20 | 90 g=40'),
  snack("Lay's", 'American Style Cream & Onion Potato Chips', 'chips potato wafers', '50 g=20 | 90 g=40'),
  snack('Kurkure', 'Masala Munch', 'chips corn puffs', '75 g=20 | 200 g=50', { everywhere: true }),
  snack('Kurkure', 'Chilli Chatka', 'chips corn puffs', '75 g=20 | 90 g=30'),
  snack('Bingo', 'Mad Angles Achaari Masti', 'chips triangles', '66 g=20 | 130 g=40'),
  snack('Bingo', 'Tedhe Medhe Masala Tadka', 'chips sticks', '80 g=20'),
  snack('Uncle Chipps', 'Spicy Treat Potato Chips', 'chips potato wafers', '50 g=20'),
  snack('Doritos', 'Nacho Cheese Nachos', 'chips nachos tortilla', '75 g=50 | 150 g=99'),
  snack('Pringles', 'Original Potato Crisps', 'chips potato crisps', '107 g=110'),
  snack('Balaji', 'Simply Salted Wafers', 'chips potato wafers salted', '90 g=30'),
  snack('Cornitos', 'Nachos Cheese & Herbs', 'chips nachos', '150 g=90'),
  snack('Act II', 'Butter Lovers Popcorn', 'popcorn butter', '3 x 30 g=60'),
  snack('Happilo', 'Premium California Almonds', 'almond dry fruits nuts', '200 g=299 | 500 g=699'),
  snack('Happilo', 'Whole Cashews', 'cashew dry fruits nuts', '200 g=299 | 500 g=749'),
  snack('Nutraj', 'Seedless Raisins', 'raisins dry fruits', '250 g=150 | 500 g=290'),
  snack('Happilo', 'Chilean Walnut Kernels', 'walnut dry fruits nuts', '200 g=399'),
  snack("Haldiram's", 'Salted Peanuts', 'peanuts namkeen', '200 g=55'),
];

/** Chocolates & Sweets products. */
export const SWEET_PRODUCTS: readonly ProductSeed[] = [
  sweet('Cadbury', 'Dairy Milk Chocolate Bar', 'chocolate milk bar', '24 g=20 | 50 g=45', {
    everywhere: true,
  }),
  sweet('Cadbury', 'Dairy Milk Silk Chocolate Bar', 'chocolate milk bar', '60 g=90 | 150 g=199'),
  sweet('Cadbury', '5 Star Chocolate Bar', 'chocolate caramel bar', '40 g=20 | 5 x 40 g=100'),
  sweet('Nestle', 'KitKat 4 Finger Wafer Chocolate', 'chocolate wafer', '37.3 g=30'),
  sweet('Cadbury', 'Perk Wafer Chocolate', 'chocolate wafer', '28 g=10'),
  sweet('Nestle', 'Munch Chocolate Coated Wafer', 'chocolate wafer', '38.5 g=20'),
  sweet('Ferrero Rocher', 'Hazelnut Chocolates', 'chocolate hazelnut gift', '16 pcs=699'),
  sweet('Amul', 'Dark Chocolate', 'chocolate dark', '150 g=150'),
  sweet('Cadbury', 'Celebrations Assorted Chocolates Gift Pack', 'chocolate gift assorted', '118 g=130'),
  sweet('Snickers', 'Peanut Chocolate Bar', 'chocolate peanut bar', '50 g=50'),
  sweet('Cadbury', 'Gems Chocolate Buttons', 'chocolate gems kids', '17.8 g=10'),
  sweet("Haldiram's", 'Rasgulla', 'sweets mithai rasgulla', '1 kg=220'),
  sweet("Haldiram's", 'Gulab Jamun', 'sweets mithai gulab jamun', '1 kg=220'),
  sweet("Haldiram's", 'Soan Papdi', 'sweets mithai soan papdi', '250 g=75 | 500 g=140'),
  sweet('Alpenliebe', 'Caramel Candy', 'candy toffee', '50 pcs=100'),
];
