// @vitest-environment node
// The README's tables against the package's types, read at test time with the TypeScript compiler:
// every exported widget (an export X with an exported XProps) has a row in 'Widgets and their
// props' listing exactly its props, and 'Provider options' lists exactly CompareProvider's. A prop
// added, renamed or removed without the README fails here.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** Props of every component the entry exports with an `XProps` type, by component name. */
function exportedProps(): Map<string, string[]> {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  const entry = join(root, 'src', 'index.ts');
  const program = ts.createProgram({ rootNames: [entry], options: parsed.options });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error('src/index.ts has no module symbol');
  const exports = checker.getExportsOfModule(module);
  const byName = new Map(exports.map((symbol) => [symbol.name, symbol]));
  const props = new Map<string, string[]>();
  for (const symbol of exports) {
    const propsSymbol = byName.get(`${symbol.name}Props`);
    if (!propsSymbol) continue;
    // Only components: a value export beside its props type.
    const target = checker.getAliasedSymbol(symbol);
    if (!(target.flags & ts.SymbolFlags.Function)) continue;
    const type = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(propsSymbol));
    props.set(
      symbol.name,
      checker
        .getPropertiesOfType(type)
        .map((property) => property.name)
        .sort(),
    );
  }
  return props;
}

/** The rows of the Markdown table under `heading`: first cell -> the other cells. */
function tableRows(heading: string): Map<string, string[]> {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`the README has no '## ${heading}'`);
  const end = readme.indexOf('\n## ', start + 1);
  const rows = new Map<string, string[]>();
  for (const line of readme.slice(start, end < 0 ? undefined : end).split('\n')) {
    if (!line.startsWith('| `')) continue;
    // Cells split on pipes that are not escaped (`'a' \| 'b'` stays in its cell).
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    const name = /^`(\w+)`$/.exec(cells[0] ?? '')?.[1];
    if (name) rows.set(name, cells.slice(1));
  }
  return rows;
}

/** The backticked names of a props cell: "`a`, `b`" -> ['a', 'b']. */
function listed(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(',')
    .map((item) => /^`(\w+)`$/.exec(item.trim())?.[1] ?? `(not a prop name: ${item.trim()})`)
    .filter((name) => name !== '(not a prop name: )')
    .sort();
}

describe('README tables against the exports', () => {
  const exported = exportedProps();
  const widgets = tableRows('Widgets and their props');

  it('finds the exported widgets (the test reads the real entry)', () => {
    for (const name of ['ComparisonTable', 'FloatingCart', 'AlertsInbox', 'PasteList', 'BasketSync'])
      expect(exported.has(name), name).toBe(true);
  });

  it('every exported widget has a row, and every row is an exported widget', () => {
    const documented = [...widgets.keys(), 'CompareProvider'].sort();
    expect(documented).toEqual([...exported.keys()].sort());
  });

  it("each widget's row lists exactly its props", () => {
    for (const [name, props] of exported) {
      if (name === 'CompareProvider') continue;
      expect({ [name]: listed(widgets.get(name)?.[0]) }).toEqual({ [name]: props });
    }
  });

  it("'Provider options' lists exactly CompareProvider's props (children aside)", () => {
    const options = [...tableRows('Provider options').keys()].sort();
    expect(options).toEqual((exported.get('CompareProvider') ?? []).filter((name) => name !== 'children'));
  });
});
