// Category titles arrive from the API in English. The ones the demo catalogue uses have message
// keys, so a translated catalogue (Hindi) names them in its own language; any other title is shown
// as the API sent it. Links keep the English title: it is what the API searches.
import type { MessageKey, Messages } from '@compare/core';

const CATEGORY_KEYS: Readonly<Record<string, MessageKey>> = {
  'Dairy & Eggs': 'categoryDairyEggs',
  Fruits: 'categoryFruits',
  Vegetables: 'categoryVegetables',
  'Atta, Rice & Dal': 'categoryAttaRiceDal',
  'Oils & Ghee': 'categoryOilsGhee',
  'Masala & Spices': 'categoryMasalaSpices',
  'Bakery & Bread': 'categoryBakeryBread',
  'Biscuits & Cookies': 'categoryBiscuitsCookies',
  'Snacks & Namkeen': 'categorySnacksNamkeen',
  Beverages: 'categoryBeverages',
  'Breakfast & Cereals': 'categoryBreakfastCereals',
  'Chocolates & Sweets': 'categoryChocolatesSweets',
  'Instant Food': 'categoryInstantFood',
  Frozen: 'categoryFrozen',
  'Personal Care': 'categoryPersonalCare',
  'Household & Cleaning': 'categoryHouseholdCleaning',
  'Baby Care': 'categoryBabyCare',
};

/** The category title in the shopper's language, when the catalogue knows it. */
export function categoryName(title: string, messages: Messages): string {
  const key = CATEGORY_KEYS[title.trim()];
  return key ? messages[key] : title;
}
