// Masala & Spices: salt, powders, blended masalas and whole spices.
import { brandedIn, type ProductSeed } from './seed';

const b = brandedIn('masala-spices');

/** Masala & Spices products. */
export const SPICE_PRODUCTS: readonly ProductSeed[] = [
  b('Tata', 'Salt', 'salt iodised', '1 kg=28', {
    everywhere: true,
    titles: { bigbasket: 'Tata Salt - Iodised' },
  }),
  b('Tata', 'Salt Lite Low Sodium', 'salt low sodium', '1 kg=50'),
  b('Aashirvaad', 'Iodised Salt', 'salt iodised', '1 kg=28 | 2 kg=55'),
  b('Catch', 'Black Salt', 'salt black', '100 g=40'),
  b('MDH', 'Deggi Mirch', 'chilli powder red', '100 g=90 | 500 g=420'),
  b('MDH', 'Kitchen King Masala', 'masala blend', '100 g=90 | 500 g=420'),
  b('MDH', 'Chana Masala', 'masala chana', '100 g=80'),
  b('MDH', 'Garam Masala', 'masala garam', '100 g=95 | 500 g=440'),
  b('Everest', 'Turmeric Powder', 'turmeric powder', '100 g=38 | 200 g=72', { everywhere: true }),
  b('Everest', 'Kashmirilal Chilli Powder', 'chilli powder red kashmiri', '100 g=80 | 200 g=155'),
  b('Everest', 'Garam Masala', 'masala garam', '100 g=92'),
  b('Everest', 'Chicken Masala', 'masala chicken', '100 g=80'),
  b('Everest', 'Pav Bhaji Masala', 'masala pav bhaji', '100 g=82'),
  b('Everest', 'Coriander Powder', 'coriander powder', '100 g=35 | 200 g=68'),
  b('Everest', 'Jeera Powder', 'cumin powder', '100 g=80'),
  b('Everest', 'Compounded Asafoetida', 'asafoetida', '50 g=70'),
  b('Catch', 'Cumin Seeds', 'cumin seeds whole', '100 g=70 | 200 g=135'),
  b('Catch', 'Black Pepper Powder', 'pepper black powder', '100 g=110'),
  b('Catch', 'Chat Masala', 'masala chaat', '100 g=70'),
  b('Catch', 'Kasuri Methi', 'methi fenugreek leaves', '25 g=35'),
  b('Catch', 'Green Cardamom', 'cardamom whole', '25 g=100'),
  b('Catch', 'Cloves', 'clove whole', '50 g=95'),
  b('Catch', 'Cinnamon Sticks', 'cinnamon whole', '50 g=70'),
  b('Tata Sampann', 'Turmeric Powder', 'turmeric powder', '200 g=75 | 500 g=175'),
  b('Tata Sampann', 'Mustard Seeds', 'mustard seeds whole', '100 g=30'),
  b('MTR', 'Sambar Powder', 'masala sambar', '100 g=65 | 200 g=120'),
  b('Smith & Jones', 'Ginger Garlic Paste', 'ginger garlic paste', '200 g=45'),
];
