// Generated product and category images: a coloured tile with the name, so nothing is hot-linked.

const PALETTE = ['#e8f5e9', '#fff3e0', '#e3f2fd', '#fce4ec', '#f3e5f5', '#e0f7fa', '#fffde7', '#efebe9'];
const INK = ['#1b5e20', '#e65100', '#0d47a1', '#880e4f', '#4a148c', '#006064', '#f57f17', '#3e2723'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a label into at most three lines of about `width` characters. */
function wrap(label: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines[2]}…`];
  return lines;
}

/** Human label from an image path: `/images/products/amul-taaza-milk.svg` -> `Amul Taaza Milk`. */
export function labelFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const base = last
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) || 'Compare';
}

/** Renders a 400x400 SVG tile for `label`, coloured deterministically by `key`. */
export function renderTileSvg(label: string, key: string = label): string {
  const h = hash(key);
  const bg = PALETTE[h % PALETTE.length]!;
  const ink = INK[h % INK.length]!;
  const lines = wrap(label, 16);
  const start = 200 - ((lines.length - 1) * 38) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${start + i * 38}" text-anchor="middle" dominant-baseline="middle" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  const initial = escapeXml(label.trim().charAt(0).toUpperCase() || 'C');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(label)}"><rect width="400" height="400" rx="32" fill="${bg}"/><circle cx="200" cy="70" r="34" fill="${ink}" opacity="0.15"/><text x="200" y="82" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" fill="${ink}">${initial}</text>${text}</svg>`;
}
