// Hinglish words have no one spelling: doodh and dudh, pyaz and pyaaz, dhaniya and dhania.

/**
 * Folds common Hinglish spelling variants together: doodh/dudh, cheeni/chini, pyaz/pyaaz/pyaj/piyaz,
 * dhaniya/dhania, chawal/chaval. A lookup key only (it merges English words too: "milk" and "melk").
 */
export function foldSpelling(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/y/g, 'i')
    .replace(/o/g, 'u')
    .replace(/e/g, 'i')
    .replace(/(.)\1+/g, '$1');
}
