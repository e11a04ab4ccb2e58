// Beverages: tea, coffee, health drinks, soft drinks, juices and water.
import { brandedIn, type ProductSeed } from './seed';

const b = brandedIn('beverages');

/** Beverages. */
export const BEVERAGE_PRODUCTS: readonly ProductSeed[] = [
  b('Tata Tea', 'Gold', 'tea leaf chai', '250 g=160 | 500 g=315 | 1 kg=620', { everywhere: true }),
  b('Brooke Bond', 'Red Label Tea', 'tea leaf chai', '250 g=140 | 500 g=280', { everywhere: true }),
  b('Brooke Bond', 'Taj Mahal Tea', 'tea leaf chai', '250 g=185 | 500 g=365'),
  b('Tata Tea', 'Premium', 'tea leaf chai', '250 g=135 | 500 g=265'),
  b('Wagh Bakri', 'Premium Leaf Tea', 'tea leaf chai', '250 g=150 | 500 g=295'),
  b('Tetley', 'Green Tea Lemon & Honey', 'tea green bags', '25 pcs=165 | 100 pcs=550'),
  b('Lipton', 'Pure & Light Green Tea', 'tea green bags', '25 pcs=160'),
  b('Bru', 'Instant Coffee', 'coffee instant', '50 g=175 | 100 g=340', { everywhere: true }),
  b('Nescafe', 'Classic Instant Coffee', 'coffee instant', '50 g=195 | 100 g=370', { everywhere: true }),
  b('Nescafe', 'Sunrise Instant Coffee Chicory Mix', 'coffee instant chicory', '50 g=115 | 100 g=220'),
  b('Bru', 'Green Label Filter Coffee', 'coffee filter', '500 g=330'),
  b('Cadbury', 'Bournvita Chocolate Health Drink', 'health drink chocolate malt', '500 g=245 | 1 kg=460'),
  b('Horlicks', 'Classic Malt Health Drink', 'health drink malt', '500 g=265 | 1 kg=510'),
  b('Coca-Cola', 'Soft Drink', 'cola soft drink cold', '750 ml=40 | 2 l=95', { container: 'Bottle' }),
  b('Thums Up', 'Soft Drink', 'cola soft drink cold', '750 ml=40 | 2.25 l=100', { container: 'Bottle' }),
  b('Sprite', 'Lime Flavoured Soft Drink', 'lemon soft drink cold', '750 ml=40 | 2 l=95', {
    container: 'Bottle',
  }),
  b('Frooti', 'Mango Drink', 'mango drink juice', '200 ml=20 | 1.2 l=70'),
  b('Maaza', 'Mango Drink', 'mango drink juice', '600 ml=40 | 1.2 l=70', { container: 'Bottle' }),
  b('Paper Boat', 'Aamras', 'mango drink juice', '200 ml=30 | 6 x 200 ml=180'),
  b('Paper Boat', 'Aam Panna', 'mango drink juice raw', '250 ml=40'),
  b('Real', 'Fruit Power Mixed Fruit Juice', 'juice mixed fruit', '180 ml=20 | 1 l=130', {
    container: 'Carton',
  }),
  b('Tropicana', '100% Orange Juice', 'juice orange', '1 l=135', { container: 'Carton' }),
  b('Bisleri', 'Packaged Drinking Water', 'water mineral drinking', '1 l=20 | 5 l=75', {
    container: 'Bottle',
  }),
  b('Red Bull', 'Energy Drink', 'energy drink', '250 ml=125 | 4 x 250 ml=480', { container: 'Can' }),
  b('Sting', 'Energy Drink', 'energy drink', '250 ml=20', { container: 'Bottle' }),
  b('Tang', 'Orange Instant Drink Mix', 'drink mix orange', '500 g=165'),
  b('Glucon-D', 'Original Glucose Powder', 'glucose energy drink', '450 g=180 | 1 kg=380'),
];
