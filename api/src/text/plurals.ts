// One key for a word and its plural, so "tomatoes" finds tomato and "Biscuits" meets "Biscuit".

// Plurals whose singular no suffix rule recovers.
const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  wives: 'wife',
  children: 'child',
  mice: 'mouse',
  teeth: 'tooth',
  feet: 'foot',
};

/**
 * The key a word is compared under: English plurals and the y/ie/ies endings fold together
 * (tomatoes = tomato, chillies = chilli = chilly, cookies = cookie, strawberries = strawberry). Both
 * sides of a comparison use it, so the key only has to be consistent, not a dictionary word
 * ("strawberri"). Short words (dal, egg) and words with other letters or digits stay as they are.
 */
export function foldPlural(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith('oes')) w = w.slice(0, -2);
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ie')) w = w.slice(0, -1);
  else if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}
