// Binary floats turn 1.005 * 100 into 100.49999999999999; trimming to 12 significant digits
// first removes that noise so halves round the way a person reading the decimal expects.

/** Rounds half away from zero after trimming float noise. */
export function roundHalfAway(value: number): number {
  const clean = Number(value.toPrecision(12));
  const rounded = Math.round(Math.abs(clean));
  return clean < 0 ? -rounded : rounded;
}
