// Personal Care, Household & Cleaning and Baby Care (branded goods with the deepest discounts).
import { brandedIn, type ProductSeed } from './seed';

const care = brandedIn('personal-care');
const home = brandedIn('household-cleaning');
const baby = brandedIn('baby-care');

/** Personal Care products. */
export const PERSONAL_CARE_PRODUCTS: readonly ProductSeed[] = [
  care(
    'Dettol',
    'Original Germ Protection Bathing Soap',
    'soap bathing antiseptic',
    '4 x 75 g=160 | 3 x 125 g=195',
    {
      everywhere: true,
    },
  ),
  care('Lifebuoy', 'Total 10 Germ Protection Soap', 'soap bathing', '125 g=45 | 4 x 100 g=150'),
  care('Dove', 'Cream Beauty Bathing Bar', 'soap bathing beauty', '3 x 100 g=200 | 125 g=80'),
  care('Lux', 'Soft Glow Rose Soap', 'soap bathing beauty', '4 x 100 g=150'),
  care('Santoor', 'Sandal & Turmeric Soap', 'soap bathing sandal', '4 x 100 g=160'),
  care('Pears', 'Pure & Gentle Soap', 'soap bathing glycerine', '3 x 125 g=210'),
  care('Colgate', 'Strong Teeth Toothpaste', 'toothpaste dental', '100 g=62 | 200 g=120', {
    everywhere: true,
  }),
  care('Colgate', 'MaxFresh Gel Toothpaste', 'toothpaste gel dental', '150 g=110'),
  care('Pepsodent', 'Germicheck Toothpaste', 'toothpaste dental', '150 g=95 | 2 x 150 g=180'),
  care('Sensodyne', 'Sensitive Toothpaste', 'toothpaste sensitive dental', '70 g=140'),
  care('Dabur', 'Red Toothpaste', 'toothpaste ayurvedic dental', '100 g=65 | 200 g=130'),
  care('Patanjali', 'Dant Kanti Toothpaste', 'toothpaste ayurvedic dental', '200 g=106'),
  care('Oral-B', 'Pro-Health Soft Toothbrush', 'toothbrush dental', '3 pcs=120'),
  care('Dove', 'Intense Repair Shampoo', 'shampoo hair', '180 ml=199 | 340 ml=360', { container: 'Bottle' }),
  care('Clinic Plus', 'Strong & Long Shampoo', 'shampoo hair', '175 ml=120 | 355 ml=230', {
    container: 'Bottle',
  }),
  care('Head & Shoulders', 'Anti-Dandruff Shampoo', 'shampoo hair dandruff', '180 ml=210 | 340 ml=375', {
    container: 'Bottle',
  }),
  care('Parachute', '100% Pure Coconut Oil', 'coconut oil hair', '200 ml=110 | 500 ml=250', {
    container: 'Bottle',
  }),
  care('Nivea', 'Soft Light Moisturising Cream', 'cream moisturiser skin', '100 ml=230 | 200 ml=425', {
    container: 'Jar',
  }),
  care('Vaseline', 'Intensive Care Deep Restore Body Lotion', 'lotion moisturiser skin', '400 ml=430'),
  care('Himalaya', 'Purifying Neem Face Wash', 'face wash neem skin', '100 ml=180 | 200 ml=320'),
  care('Gillette', 'Guard Razor', 'razor shaving', '1 pc=50'),
  care('Whisper', 'Ultra Clean Sanitary Pads XL', 'sanitary pads', '15 pcs=199 | 30 pcs=375'),
  care('Dettol', 'Antiseptic Liquid', 'antiseptic liquid first aid', '250 ml=140 | 550 ml=270', {
    container: 'Bottle',
  }),
  care('Boroline', 'Antiseptic Ayurvedic Cream', 'antiseptic cream skin', '20 g=45'),
];

/** Household & Cleaning products. */
export const HOUSEHOLD_PRODUCTS: readonly ProductSeed[] = [
  home('Surf Excel', 'Easy Wash Detergent Powder', 'detergent powder laundry', '1 kg=140 | 3 kg=390', {
    everywhere: true,
  }),
  home('Surf Excel', 'Matic Top Load Liquid Detergent', 'detergent liquid laundry', '1 l=240 | 2 l=460', {
    container: 'Pouch',
  }),
  home('Ariel', 'Matic Front Load Detergent Powder', 'detergent powder laundry', '1 kg=280 | 2 kg=540'),
  home('Tide', 'Plus Double Power Detergent Powder', 'detergent powder laundry', '1 kg=120 | 4 kg=440'),
  home('Ghadi', 'Detergent Powder', 'detergent powder laundry', '1 kg=70 | 4 kg=270'),
  home('Rin', 'Detergent Bar', 'detergent bar laundry', '4 x 250 g=100'),
  home('Comfort', 'After Wash Fabric Conditioner', 'fabric conditioner laundry', '860 ml=245', {
    container: 'Pouch',
  }),
  home('Vim', 'Lemon Dishwash Bar', 'dishwash bar utensils', '3 x 200 g=60'),
  home('Vim', 'Lemon Dishwash Liquid Gel', 'dishwash liquid utensils', '500 ml=115 | 1 l=215', {
    everywhere: true,
  }),
  home('Pril', 'Lime Dishwash Liquid', 'dishwash liquid utensils', '425 ml=99 | 750 ml=165'),
  home('Exo', 'Anti-Bacterial Dishwash Bar', 'dishwash bar utensils', '3 x 200 g=60'),
  home('Harpic', 'Power Plus Toilet Cleaner', 'toilet cleaner', '500 ml=105 | 1 l=199', {
    container: 'Bottle',
  }),
  home(
    'Lizol',
    'Disinfectant Floor Cleaner Citrus',
    'floor cleaner disinfectant',
    '500 ml=119 | 975 ml=219',
    {
      container: 'Bottle',
    },
  ),
  home('Colin', 'Glass & Surface Cleaner', 'glass cleaner spray', '500 ml=115', { container: 'Bottle' }),
  home('Domex', 'Fresh Guard Disinfectant Toilet Cleaner', 'toilet cleaner disinfectant', '500 ml=99'),
  home(
    'Good Knight',
    'Gold Flash Mosquito Repellent Refill',
    'mosquito repellent',
    '45 ml=85 | 2 x 45 ml=160',
  ),
  home('All Out', 'Ultra Mosquito Repellent Refill', 'mosquito repellent', '45 ml=80'),
  home('Hit', 'Cockroach Killer Spray', 'insect spray cockroach', '200 ml=199'),
  home('Odonil', 'Room Air Freshener Block', 'air freshener', '4 x 50 g=199'),
  home('Scotch-Brite', 'Scrub Pad', 'scrub pad utensils', '3 pcs=60'),
  home('Ezee', 'Garbage Bags Medium', 'garbage bags', '30 pcs=99 | 90 pcs=270'),
  home('Origami', 'So Soft Kitchen Towels', 'kitchen towels tissue paper', '2 x 60 pcs=150'),
];

/** Baby Care products. */
export const BABY_CARE_PRODUCTS: readonly ProductSeed[] = [
  baby('Pampers', 'All Round Protection Pants Medium', 'diapers pants', '62 pcs=1299 | 124 pcs=2399'),
  baby('Huggies', 'Wonder Pants Medium', 'diapers pants', '56 pcs=999 | 76 pcs=1299'),
  baby('MamyPoko', 'Pants Extra Absorb Medium', 'diapers pants', '52 pcs=899'),
  baby("Johnson's", 'Baby Powder', 'powder talc', '100 g=99 | 200 g=185'),
  baby("Johnson's", 'Baby Oil', 'oil massage', '200 ml=245', { container: 'Bottle' }),
  baby('Himalaya', 'Gentle Baby Wipes', 'wipes', '72 pcs=199 | 3 x 72 pcs=549'),
  baby('Himalaya', 'Baby Lotion', 'lotion skin', '200 ml=215', { container: 'Bottle' }),
  baby('Nestle', 'Cerelac Wheat Apple Cereal', 'cereal infant food', '300 g=275'),
  baby('Sebamed', 'Baby Gentle Wash', 'wash bath', '200 ml=499', { container: 'Bottle' }),
  baby('Mee Mee', 'Baby Feeding Bottle', 'feeding bottle', '250 ml=299'),
];
