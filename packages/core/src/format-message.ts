// Fills a message's {placeholders} and ICU-style plural forms (`{count, plural, one {# item} other {# items}}`).
// Building an Intl.PluralRules is far slower than using one: one instance per locale, on first use.
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The index just past the `}` closing the `{` at `open`, or -1 when it never closes. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Reads `one {# item} other {# items}` into its forms; null when it is not that shape. */
function pluralForms(body: string): Map<string, string> | null {
  const forms = new Map<string, string>();
  let rest = body.trim();
  while (rest !== '') {
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!selector) return null;
    const open = selector[0].length - 1;
    const end = closing(rest, open);
    if (end === -1) return null;
    forms.set(selector[1]!, rest.slice(open + 1, end - 1));
    rest = rest.slice(end).trim();
  }
  return forms.has('other') ? forms : null;
}

// `{count, plural, one {# item} other {# items}}`: the form for the count (an exact `=N` first,
// then the locale's plural category, then `other`), with `#` standing for the count.
function expandPlurals(template: string, values: Record<string, string | number>, locale: string): string {
  let out = '';
  let from = 0;
  const head = /\{(\w+),\s*plural,/g;
  for (let match = head.exec(template); match; match = head.exec(template)) {
    const end = closing(template, match.index);
    const name = match[1]!;
    const count = Object.hasOwn(values, name) ? Number(values[name]) : Number.NaN;
    const forms = end === -1 ? null : pluralForms(template.slice(match.index + match[0].length, end - 1));
    if (!forms || !Number.isFinite(count)) continue;
    const form = forms.get(`=${count}`) ?? forms.get(pluralCategory(locale, count)) ?? forms.get('other')!;
    out += template.slice(from, match.index) + form.replace(/#/g, String(values[name]));
    from = end;
    head.lastIndex = end;
  }
  return out + template.slice(from);
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
