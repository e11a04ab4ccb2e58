// Product and category pictures: illustrations from Microsoft's Fluent Emoji (flat, MIT licence,
// through @iconify-json/fluent-emoji-flat), chosen by the words of the image path. The icon set (9 MB
// of JSON) is read from node_modules for the first picture asked for, not at start, and only the
// icons named below are kept, rendered once: later requests never touch the network or the disk.
// Imported as a module the set cost the server ~1 s of start-up CPU and held its 9 MB source text
// (and, under tsx, ~90 MB of RSS) for a route most API starts never serve.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Which illustration a path gets: the first rule whose word occurs in the path wins, so specific
 * words (butter milk, peanut butter, coconut oil) come before general ones (milk, butter, oil).
 * Words are whole slug words of `/images/products/{product-id}.svg` or `/images/categories/{slug}.svg`.
 */
const RULES: ReadonlyArray<readonly [words: readonly string[], icon: string]> = [
  // Category tiles whose slug names several things.
  [['dairy-eggs'], 'glass-of-milk'],
  [['atta-rice-dal'], 'sheaf-of-rice'],
  [['oils-ghee'], 'pouring-liquid'],
  // Phrases whose single words would mislead.
  [['peanut-butter'], 'peanuts'],
  [['hazelnut-spread'], 'chestnut'],
  [['buttermilk', 'lassi', 'condensed', 'bournvita', 'horlicks'], 'glass-of-milk'],
  [['coconut-oil'], 'coconut'],
  [['ice-cream', 'cornetto'], 'soft-ice-cream'],
  [['french-fries'], 'french-fries'],
  [['sweet-corn', 'corn-flakes'], 'ear-of-corn'],
  [['sweet-potato'], 'roasted-sweet-potato'],
  [['green-peas'], 'pea-pod'],
  [['spring-onion', 'coriander-leaves', 'mint-leaves', 'fenugreek-leaves', 'kasuri-methi'], 'herb'],
  [['ginger-garlic-paste', 'ketchup', 'chutney', 'pickle'], 'jar'],
  [['gulab-jamun', 'rasgulla', 'soan-papdi'], 'custard'],
  [['ready-to-eat', 'minute-khana'], 'curry-rice'],
  [['pav-bhaji-masala'], 'hot-pepper'],
  [['momos', 'nuggets', 'patty', 'tikki'], 'dumpling'],
  [['idli', 'dosa', 'upma'], 'flatbread'],
  [['baby-powder', 'baby-oil', 'baby-lotion', 'wipes', 'gentle-wash'], 'lotion-bottle'],
  [['feeding-bottle'], 'baby-bottle'],
  [['pants', 'diapers', 'cerelac'], 'baby'],
  [['dishwash', 'scrub-pad'], 'sponge'],
  [['toothpaste', 'toothbrush'], 'toothbrush'],
  [['mosquito', 'cockroach'], 'mosquito'],
  [['kitchen-towels', 'garbage-bags', 'sanitary-pads'], 'roll-of-paper'],
  // What the product is, before what it is made of or flavoured with ("milk bread" is bread).
  [['cake'], 'shortcake'],
  [['pav', 'buns', 'burger'], 'hamburger'],
  [['rusk'], 'baguette-bread'],
  [['bread', 'bakery'], 'bread'],
  [['biscuits', 'cookies', 'biscuit', 'cookie', 'choco-fills', 'bikis'], 'cookie'],
  [['muesli', 'oats', 'chocos', 'cereal', 'breakfast'], 'bowl-with-spoon'],
  [['popcorn'], 'popcorn'],
  [['nachos', 'kurkure'], 'ear-of-corn'],
  [['chips', 'crisps', 'wafers'], 'potato'],
  [['mad-angles', 'tedhe-medhe', 'bhujia', 'sev', 'namkeen', 'navrattan-mix', 'khatta', 'snacks'], 'pretzel'],
  [['noodles', 'instant-food'], 'steaming-bowl'],
  [['soup'], 'steaming-bowl'],
  [['chocolate', 'chocolates', 'kitkat', 'munch', 'perk', 'gems', 'snickers', 'sweets'], 'chocolate-bar'],
  [['tea'], 'teacup-without-handle'],
  [['coffee'], 'hot-beverage'],
  [['soap', 'bathing', 'face-wash'], 'soap'],
  [['detergent', 'fabric', 'conditioner'], 'bubbles'],
  [['shampoo', 'lotion', 'moisturising', 'antiseptic', 'personal-care', 'toiletries'], 'lotion-bottle'],
  [['oil', 'oils'], 'pouring-liquid'],
  [['jam', 'honey'], 'honey-pot'],
  // Dairy and eggs.
  [['egg', 'eggs'], 'egg'],
  [['cheese', 'mozzarella', 'paneer'], 'cheese-wedge'],
  [['butter', 'ghee', 'vanaspati'], 'butter'],
  [['milk', 'dahi', 'curd', 'yogurt', 'cream', 'dairy'], 'glass-of-milk'],
  // Vegetables that share a word with a fruit come first ("carrot orange").
  [['carrot', 'beetroot', 'radish'], 'carrot'],
  // Fruit.
  [['banana'], 'banana'],
  [['apple'], 'red-apple'],
  [['mango', 'aamras', 'aam'], 'mango'],
  [['grapes', 'raisins'], 'grapes'],
  [['orange', 'mosambi'], 'tangerine'],
  [['watermelon'], 'watermelon'],
  [['muskmelon', 'papaya'], 'melon'],
  [['kiwi'], 'kiwi-fruit'],
  [['pear', 'guava', 'chikoo'], 'pear'],
  [['pineapple'], 'pineapple'],
  [['coconut'], 'coconut'],
  [['strawberry', 'dragon-fruit'], 'strawberry'],
  [['pomegranate'], 'cherries'],
  [['avocado'], 'avocado'],
  [['lemon', 'lime'], 'lemon'],
  [['fruit', 'fruits'], 'red-apple'],
  // Vegetables.
  [['onion'], 'onion'],
  [['potato', 'aloo'], 'potato'],
  [['tomato'], 'tomato'],
  [['garlic'], 'garlic'],
  [['ginger'], 'ginger-root'],
  [['capsicum'], 'bell-pepper'],
  [['cucumber', 'gourd', 'drumstick', 'lady-finger'], 'cucumber'],
  [['brinjal'], 'eggplant'],
  [['cauliflower', 'cabbage', 'broccoli'], 'broccoli'],
  [['spinach', 'vegetables'], 'leafy-green'],
  [['mushroom'], 'brown-mushroom'],
  [['pumpkin'], 'jack-o-lantern'],
  // Staples and spices ("chana masala" is a spice mix, "chana dal" a pulse).
  [['masala', 'mirch', 'chilli', 'turmeric', 'jeera', 'cumin', 'pepper', 'spices'], 'hot-pepper'],
  [['cardamom', 'cloves', 'cinnamon', 'seeds', 'asafoetida', 'sambar', 'coriander'], 'hot-pepper'],
  [['beans', 'rajma', 'chana', 'dal', 'moong'], 'beans'],
  [['rice', 'biryani', 'basmati', 'poha'], 'cooked-rice'],
  [['atta', 'maida', 'besan', 'sooji', 'daliya', 'staples', 'flour'], 'sheaf-of-rice'],
  [['sugar', 'jaggery', 'glucose'], 'candy'],
  [['salt'], 'salt'],
  [['almonds', 'cashews', 'walnut', 'peanuts', 'nuts'], 'peanuts'],
  // Drinks.
  [['water'], 'potable-water'],
  [['juice', 'drink', 'beverages'], 'cup-with-straw'],
  // Sweets, frozen food, personal care and household.
  [['candy', 'caramel'], 'lollipop'],
  [['frozen'], 'ice'],
  [['bar'], 'soap'],
  [['razor'], 'razor'],
  [['toilet', 'floor', 'disinfectant', 'cleaner', 'cleaning', 'household'], 'broom'],
  [['freshener'], 'sparkles'],
  [['baby'], 'baby-bottle'],
];

/** The illustration of anything the rules do not name. */
const FALLBACK_ICON = 'shopping-bags';

type IconSet = Parameters<typeof import('@iconify/utils').getIconData>[0];

const require = createRequire(import.meta.url);

let rendered: Promise<ReadonlyMap<string, string>> | null = null;

/** The Fluent Emoji icons a path can resolve to, rendered as SVG documents on first use. */
function renderedIcons(): Promise<ReadonlyMap<string, string>> {
  rendered ??= (async () => {
    const [{ getIconData, iconToHTML, iconToSVG }, text] = await Promise.all([
      import('@iconify/utils'),
      readFile(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
    ]);
    const set = JSON.parse(text) as IconSet;
    const names = new Set([...RULES.map(([, icon]) => icon), FALLBACK_ICON]);
    const icons = new Map<string, string>();
    for (const name of names) {
      const data = getIconData(set, name);
      if (!data) throw new Error(`fluent-emoji-flat has no icon named ${name}`);
      const { attributes, body } = iconToSVG(data);
      icons.set(name, iconToHTML(body, { ...attributes, width: '400', height: '400' }));
    }
    return icons;
  })();
  // A failed read is tried again by the next request rather than kept.
  rendered.catch(() => {
    rendered = null;
  });
  return rendered;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The slug of an image path: `/images/products/amul-taaza-milk.svg` -> `amul-taaza-milk`. */
function slugOf(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return last
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/_+/g, '-')
    .toLowerCase();
}

/** True when `phrase` (one or more slug words) occurs in `slug` as whole words. */
function hasWords(slug: string, phrase: string): boolean {
  return `-${slug}-`.includes(`-${phrase}-`);
}

/** The Fluent Emoji icon name for an image path (a product id or a category slug). */
export function iconForPath(path: string): string {
  const slug = slugOf(path);
  for (const [words, icon] of RULES) {
    if (words.some((phrase) => hasWords(slug, phrase))) return icon;
  }
  return FALLBACK_ICON;
}

/** Human label from an image path: `/images/products/amul-taaza-milk.svg` -> `Amul Taaza Milk`. */
export function labelFromPath(path: string): string {
  const base = slugOf(path).replace(/-+/g, ' ').trim();
  return base.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) || 'Compare';
}

/**
 * The SVG picture for an image path: the matching illustration, named by a `<title>` and an
 * `aria-label` (the label from the path) for anyone who opens the image on its own.
 */
export async function renderImageSvg(path: string): Promise<string> {
  const label = escapeXml(labelFromPath(path));
  const icons = await renderedIcons();
  const svg = icons.get(iconForPath(path)) ?? icons.get(FALLBACK_ICON) ?? '<svg></svg>';
  return svg
    .replace(/^<svg /, `<svg role="img" aria-label="${label}" `)
    .replace(/>/, `><title>${label}</title>`);
}
