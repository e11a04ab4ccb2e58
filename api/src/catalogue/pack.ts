// Pack-size labels as shoppers see them ("500 ml", "4 x 70 g", "6 pcs") and their total size.
import type { PackUnit } from './types';

/** A parsed pack label: the total size in its own unit. */
export interface PackSize {
  packValue: number;
  packUnit: PackUnit;
}

const LABEL = /^(?:(\d+) x )?(\d+(?:\.\d+)?) (g|kg|ml|l|pcs|pc)$/;

/**
 * Parses the catalogue's label grammar: an optional "N x " multipack count, a number and a unit.
 * Multipacks multiply out ("4 x 70 g" is 280 g); "1 pc" counts as pcs; units are kept as written
 * ("1 l" stays 1 l) so the label and the size never disagree.
 */
export function parsePackLabel(label: string): PackSize {
  const match = LABEL.exec(label);
  if (!match) throw new Error(`Unparseable pack label: "${label}"`);
  const count = match[1] === undefined ? 1 : Number(match[1]);
  const size = Number(match[2]);
  const unit = match[3] === 'pc' ? 'pcs' : (match[3] as PackUnit);
  // Rounded to 3 decimals so "3 x 0.2 l" is 0.6, not 0.6000000000000001.
  return { packValue: Math.round(count * size * 1000) / 1000, packUnit: unit };
}
