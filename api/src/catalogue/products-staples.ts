// Atta, Rice & Dal: flours, rice, pulses, sugar and jaggery (staples merchants discount most).
import { brandedIn, type ProductSeed } from './seed';

const b = brandedIn('atta-rice-dal');

/** Atta, Rice & Dal products. */
export const STAPLE_PRODUCTS: readonly ProductSeed[] = [
  b('Aashirvaad', 'Shudh Chakki Atta', 'atta flour wheat', '1 kg=72 | 5 kg=310 | 10 kg=595', {
    container: 'Bag',
    everywhere: true,
    titles: { bigbasket: 'Aashirvaad Atta - Whole Wheat', zepto: 'Aashirvaad Shudh Chakki Whole Wheat Atta' },
  }),
  b('Aashirvaad', 'Multigrain Atta', 'atta flour multigrain', '1 kg=90 | 5 kg=395', { container: 'Bag' }),
  b('Fortune', 'Chakki Fresh Atta', 'atta flour wheat', '5 kg=285 | 10 kg=560', { container: 'Bag' }),
  b('Pillsbury', 'Chakki Fresh Atta', 'atta flour wheat', '5 kg=290 | 10 kg=570', { container: 'Bag' }),
  b('Patanjali', 'Chakki Atta', 'atta flour wheat', '5 kg=250 | 10 kg=480', { container: 'Bag' }),
  b('Nature Fresh', 'Sampoorna Chakki Atta', 'atta flour wheat', '1 kg=65 | 5 kg=285', { container: 'Bag' }),
  b('Rajdhani', 'Besan', 'besan gram flour', '500 g=70 | 1 kg=135'),
  b('Rajdhani', 'Maida', 'maida flour refined', '500 g=35 | 1 kg=60'),
  b('Rajdhani', 'Sooji', 'sooji rava semolina', '500 g=40 | 1 kg=75'),
  b('Rajdhani', 'Poha Thick', 'poha flattened rice', '500 g=40 | 1 kg=75'),
  b('India Gate', 'Basmati Rice Classic', 'rice basmati', '1 kg=235 | 5 kg=1099', { container: 'Bag' }),
  b('India Gate', 'Basmati Rice Feast Rozzana', 'rice basmati', '1 kg=120 | 5 kg=550', {
    container: 'Bag',
    everywhere: true,
  }),
  b('Daawat', 'Rozana Super Basmati Rice', 'rice basmati', '1 kg=115 | 5 kg=520', { container: 'Bag' }),
  b('Daawat', 'Traditional Basmati Rice', 'rice basmati', '1 kg=220 | 5 kg=1050', { container: 'Bag' }),
  b('Fortune', 'Biryani Special Basmati Rice', 'rice basmati biryani', '1 kg=185 | 5 kg=850', {
    container: 'Bag',
  }),
  b('Fortune', 'Sona Masoori Rice', 'rice sona masoori', '1 kg=95 | 5 kg=450 | 10 kg=880', {
    container: 'Bag',
  }),
  b('Tata Sampann', 'Unpolished Toor Dal', 'dal toor arhar pulses', '500 g=110 | 1 kg=210', {
    everywhere: true,
  }),
  b('Tata Sampann', 'Unpolished Moong Dal', 'dal moong pulses', '500 g=90 | 1 kg=170'),
  b('Tata Sampann', 'Unpolished Chana Dal', 'dal chana pulses', '500 g=70 | 1 kg=135'),
  b('Tata Sampann', 'Unpolished Masoor Dal', 'dal masoor lentils pulses', '500 g=75 | 1 kg=140'),
  b('Tata Sampann', 'Unpolished Urad Dal', 'dal urad pulses', '500 g=95 | 1 kg=180'),
  b('Tata Sampann', 'Rajma Chitra', 'rajma kidney beans pulses', '500 g=95 | 1 kg=180'),
  b('Tata Sampann', 'Kabuli Chana', 'chana chickpeas pulses', '500 g=90 | 1 kg=170'),
  b('Organic Tattva', 'Organic Toor Dal', 'dal toor organic pulses', '500 g=125 | 1 kg=240'),
  b('Madhur', 'Pure & Hygienic Sugar', 'sugar', '1 kg=60 | 5 kg=285', { everywhere: true }),
  b('Trust', 'Classic Sulphurless Sugar', 'sugar', '1 kg=58 | 5 kg=280'),
  b('24 Mantra', 'Organic Jaggery Powder', 'jaggery organic', '500 g=90 | 1 kg=170'),
  b('Rajdhani', 'Daliya', 'daliya broken wheat', '500 g=45 | 1 kg=85'),
];
