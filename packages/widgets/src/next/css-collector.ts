// Splits the CSS text of @compare/ui's styling engine into single rules, so a streaming server
// render can send each rule once: the first flush carries everything rendered so far, later
// flushes only the rules new since then.
//
// The text is a series of groups, `--sxs{--sxs:N ids}@media{rules}`: the marker names the group
// (themes, global rules, component rules ...) and the ids already inside it, which lets the
// browser-side engine adopt the server's sheet instead of inserting the same rules again.

interface CssGroup {
  marker: string;
  rules: string[];
}

const GROUP_START = /--sxs\{--sxs:[^}]*\}@media\{/g;

// The rules of one `@media{...}` body (nested at-rules stay whole), and where the body ends.
function readRules(text: string, start: number): { rules: string[]; end: number } {
  const rules: string[] = [];
  let depth = 0;
  let ruleStart = start;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') depth += 1;
    else if (char === '}') {
      if (depth === 0) return { rules, end: i + 1 };
      depth -= 1;
      if (depth === 0) {
        rules.push(text.slice(ruleStart, i + 1));
        ruleStart = i + 1;
      }
    }
  }
  return { rules, end: text.length };
}

/** Parses the engine's CSS text into its groups, in order. */
export function parseCssGroups(text: string): CssGroup[] {
  const groups: CssGroup[] = [];
  GROUP_START.lastIndex = 0;
  let match = GROUP_START.exec(text);
  while (match) {
    const bodyStart = match.index + match[0].length;
    const { rules, end } = readRules(text, bodyStart);
    groups.push({ marker: match[0].slice(0, -'@media{'.length), rules });
    GROUP_START.lastIndex = end;
    match = GROUP_START.exec(text);
  }
  return groups;
}

/** Remembers which rules a response already carries; `next` answers only the new ones. */
export interface CssCollector {
  /** The CSS of `text` not sent yet (in the engine's group format), or '' when nothing is new. */
  next: (text: string) => string;
}

/** One collector per server response. */
export function createCssCollector(): CssCollector {
  const sent = new Set<string>();
  return {
    next(text) {
      let out = '';
      for (const group of parseCssGroups(text)) {
        const fresh = group.rules.filter((rule) => !sent.has(rule));
        if (fresh.length === 0) continue;
        for (const rule of fresh) sent.add(rule);
        out += `${group.marker}@media{${fresh.join('')}}`;
      }
      // The text goes inside a <style> element: a closing tag in a host's token value must not end it.
      return out.replace(/<\/style/gi, '<\\/style');
    },
  };
}
