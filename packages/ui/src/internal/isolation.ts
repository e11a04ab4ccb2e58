// The CSS behind ISOLATION_CLASS. A host page styles elements by type (`button {}`, `td {}`,
// `[role="dialog"] {}`); inside an isolated subtree those author rules are reverted to the
// browser's defaults, then the few things our components rely on are set again.
//
// Specificity and order do the work: every selector here is (0,1,0) (or (0,1,1) for the
// pseudo-elements), so it beats any host element selector wherever the host's stylesheet sits,
// and it lives in stitches' global group, which is emitted before every component rule, so a
// component's own class (also (0,1,0)) still wins over it. A host rule of equal specificity
// (`[role="dialog"]`) wins over the reset when its stylesheet comes later; the overlay panels that
// carry ARIA roles therefore declare their own look under a doubled class (`'&&'`, (0,2,0)).
import { ISOLATION_CLASS } from '../styles';
import { globalCss } from './stitches';

const ISOLATED = `.${ISOLATION_CLASS}`;

const isolationRules = /* @__PURE__ */ globalCss({
  // `all: revert` rolls every author declaration (the host's, and presentational attributes) back
  // to the user-agent default. SVG is left out because its presentation attributes (`fill`,
  // `stroke`, `width` ...) are author-level too and would be reverted with the rest.
  [`${ISOLATED}, ${ISOLATED} :where(:not(svg, svg *))`]: { all: 'revert' },

  // The boundary inherits from whatever host element holds it; give it the theme's text instead,
  // so a host `body { letter-spacing; text-transform; text-align }` stops at the widget.
  [ISOLATED]: {
    fontFamily: '$body',
    fontSize: '$md',
    fontStyle: 'normal',
    fontWeight: '$regular',
    lineHeight: '$normal',
    color: '$text',
    letterSpacing: 'normal',
    wordSpacing: 'normal',
    textAlign: 'start',
    textIndent: 0,
    textShadow: 'none',
    textTransform: 'none',
    whiteSpace: 'normal',
  },

  [`${ISOLATED}, ${ISOLATED} *, ${ISOLATED} *::before, ${ISOLATED} *::after`]: {
    boxSizing: 'border-box',
  },

  // Browsers give form controls their own font and colour; ours take the surrounding text's.
  [`${ISOLATED} :where(button, input, select, textarea)`]: {
    font: 'inherit',
    letterSpacing: 'inherit',
    wordSpacing: 'inherit',
    color: 'inherit',
    textTransform: 'inherit',
  },

  // Images are sized by their component's class (a reverted `width` attribute no longer applies);
  // none may overflow its container.
  [`${ISOLATED} :where(img, video, canvas)`]: { maxWidth: '100%' },

  // Table draws its rules as bottom borders on separate cells (that is what lets its first column
  // stick); any other table inside a widget starts from the same model.
  [`${ISOLATED} :where(table)`]: { borderCollapse: 'separate', borderSpacing: 0 },

  // Links, lists and headings keep the browser's defaults: a component that wants otherwise (an
  // inherited link colour, an unbulleted list) says so in its own class.
});

/**
 * @internal Injects the isolation rules (once; later calls are no-ops). Called during render, so a
 * server render collects them for `getCssText()`.
 */
export function injectIsolationRules(): void {
  isolationRules();
}

/** @internal The isolation class for an element ui renders itself (overlays), rules injected. */
export function isolationClassName(): string {
  isolationRules();
  return ISOLATION_CLASS;
}
