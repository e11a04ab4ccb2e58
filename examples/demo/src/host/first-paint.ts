// index.html with a route's first screen inside #root and that screen's CSS in <head>: a phone
// paints the header and the page's waiting state from the HTML instead of after the script has
// downloaded and run, and the script then hydrates the same markup.

/** A route's first screen as the first render draws it: markup for #root and its CSS. */
export interface FirstPaint {
  html: string;
  css: string;
}

/** Renders a URL's first screen; rejects when it cannot. */
export type FirstPaintRenderer = (url: string) => Promise<FirstPaint>;

/** Most URLs whose first screen is kept. */
const MAX_KEPT = 200;

/**
 * Adds first screens drawn by `render` to index.html. The first render knows nothing of the
 * shopper (it is the same for everyone), so one rendering per URL is kept, the least recently used
 * dropped first. Anything that fails leaves index.html as it is: the script draws the page.
 */
export function firstPaintInto(render: FirstPaintRenderer): (html: string, url: string) => Promise<string> {
  const kept = new Map<string, FirstPaint>();
  return async (html, url) => {
    if (!html.includes('<div id="root"></div>')) return html;
    let paint = kept.get(url);
    try {
      if (paint) kept.delete(url);
      else paint = await render(url);
    } catch {
      return html;
    }
    kept.set(url, paint);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    const { html: markup, css } = paint;
    return (
      html
        // A rule can never close the <style> element early.
        .replace(
          '</head>',
          () => `<style data-first-paint="">${css.replace(/<\/style/gi, '<\\/style')}</style></head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    );
  };
}
