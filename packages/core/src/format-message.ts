// Fills a message's {placeholders} and ICU-style plural forms (`{count, plural, one {# item} other {# items}}`).
// Building an Intl.PluralRules is far slower than using one: one instance per locale, on first use.
const pluralRules = /* @__PURE__ */ new Map<string, Intl.PluralRules>();

// `{count, plural, one {# item} other {# items}}`: a form's text may itself hold placeholders
// (one level of braces inside it).
const PLURAL = /\{(\w+),\s*plural,\s*((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{[^{}]*\})*)\}\s*/y;

// Each plural block becomes the form for its count (an exact `=N` first, then the locale's plural
// category, then `other`), with `#` standing for the count; a block without a numeric count, an
// `other` form or a readable shape stays as written.
function expandPlurals(template: string, values: Record<string, string | number>, locale: string): string {
  return template.replace(PLURAL, (block, name: string, body: string) => {
    const count = Object.hasOwn(values, name) ? Number(values[name]) : Number.NaN;
    const forms = new Map<string, string>();
    for (FORM.lastIndex = 0; FORM.lastIndex < body.length; ) {
      const form = FORM.exec(body);
      if (!form) return block;
      forms.set(form[1]!, form[2]!);
    }
    const other = forms.get('other');
    if (other === undefined || !Number.isFinite(count)) return block;
    let rules = pluralRules.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      pluralRules.set(locale, rules);
    }
    const form = forms.get(`=${count}`) ?? forms.get(rules.select(count)) ?? other;
    return form.replace(/#/g, String(values[name]));
  });
}

/**
 * Fills a catalogue message. `{name}` is replaced by its value; a placeholder without a value is
 * left as written. `{count, plural, one {# item} other {# items}}` picks the form for the count
 * by the plural rules of `locale` (an exact `=0` or `=1` form wins), `#` being the count, so
 * counts read "1 item" and "2 items".
 */
export function formatMessage(
  template: string,
  values?: Record<string, string | number>,
  locale = 'en',
): string {
  if (!values) return template;
  return expandPlurals(template, values, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
