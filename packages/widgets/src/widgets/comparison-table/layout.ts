// The comparison's one breakpoint: on a phone the verdict and the per-store summary come first and
// the line-by-line table opens from a button; from medium screens up the table is always shown.
export const PHONE_QUERY = '(max-width: 767px)';
export const PHONE = `@media ${PHONE_QUERY}`;
