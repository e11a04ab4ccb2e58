// Oils & Ghee. Ghee is sold by volume here, as most merchants list it.
import { brandedIn, type ProductSeed } from './seed';

const b = brandedIn('oils-ghee');

/** Oils & Ghee products. */
export const OIL_PRODUCTS: readonly ProductSeed[] = [
  b('Fortune', 'Sunlite Refined Sunflower Oil', 'oil sunflower refined cooking', '1 l=175 | 5 l=850', {
    container: 'Pouch',
    everywhere: true,
    titles: { bigbasket: 'Fortune Sunlite - Refined Sunflower Oil' },
  }),
  b('Saffola', 'Gold Refined Cooking Oil', 'oil blended refined cooking', '1 l=205 | 5 l=1000', {
    container: 'Pouch',
  }),
  b('Saffola', 'Tasty Refined Cooking Oil', 'oil blended refined cooking', '1 l=175 | 5 l=860', {
    container: 'Pouch',
  }),
  b('Dhara', 'Kachi Ghani Mustard Oil', 'oil mustard cooking', '500 ml=99 | 1 l=185', {
    container: 'Bottle',
  }),
  b('Fortune', 'Kachi Ghani Pure Mustard Oil', 'oil mustard cooking', '1 l=190 | 5 l=920', {
    container: 'Bottle',
    everywhere: true,
  }),
  b('Patanjali', 'Kachi Ghani Mustard Oil', 'oil mustard cooking', '1 l=180 | 5 l=880', {
    container: 'Bottle',
  }),
  b('Fortune', 'Soya Health Refined Soyabean Oil', 'oil soyabean refined cooking', '1 l=160 | 5 l=780', {
    container: 'Pouch',
  }),
  b('Gemini', 'Refined Sunflower Oil', 'oil sunflower refined cooking', '1 l=165', { container: 'Pouch' }),
  b('Freedom', 'Refined Sunflower Oil', 'oil sunflower refined cooking', '1 l=160 | 5 l=780', {
    container: 'Pouch',
  }),
  b('Sundrop', 'Superlite Advanced Sunflower Oil', 'oil sunflower cooking', '1 l=180 | 5 l=880', {
    container: 'Pouch',
  }),
  b('Fortune', 'Rice Bran Health Oil', 'oil rice bran cooking', '1 l=175 | 5 l=850', { container: 'Pouch' }),
  b('Idhayam', 'Gingelly Sesame Oil', 'oil sesame gingelly', '500 ml=220 | 1 l=430', { container: 'Bottle' }),
  b('Figaro', 'Pure Olive Oil', 'oil olive', '500 ml=899 | 1 l=1699', { container: 'Tin' }),
  b('Amul', 'Pure Ghee', 'ghee clarified butter', '500 ml=330 | 1 l=650', {
    container: 'Carton',
    everywhere: true,
  }),
  b('Gowardhan', 'Pure Cow Ghee', 'ghee cow', '500 ml=360 | 1 l=700', { container: 'Carton' }),
  b('Patanjali', 'Cow Ghee', 'ghee cow', '500 ml=370 | 1 l=700', { container: 'Carton' }),
  b('Aashirvaad', 'Svasti Pure Cow Ghee', 'ghee cow', '500 ml=350 | 1 l=680', { container: 'Carton' }),
  b('Mother Dairy', 'Cow Ghee', 'ghee cow', '500 ml=345 | 1 l=670', { container: 'Carton' }),
  b('Nandini', 'Pure Ghee', 'ghee', '500 ml=320 | 1 l=620', { container: 'Pouch' }),
  b('Dalda', 'Vanaspati', 'vanaspati ghee hydrogenated', '1 l=160', { container: 'Pouch' }),
];
