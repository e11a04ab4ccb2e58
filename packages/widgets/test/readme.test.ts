// @vitest-environment node
// The README's examples compiled as they stand in README.md (read at test time, not copied), with
// the package's own compiler options, so the documented usage keeps type-checking against the
// public API. A ```tsx block with an import is a whole module and is compiled; a block without
// imports is a fragment shown inside prose (a prop or two) and is not. A block that starts with
// its path (`// app/page.tsx`) is compiled under that path, and when examples/next has that file
// the block must be the file, character for character: the Next.js app npm test builds and runs.
// (scripts/check-consumer-types.mjs compiles the same blocks against the built package with a
// strict partner's flags; scripts/test-next.mjs runs the plain-HTML block in Chromium.)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nextApp = join(root, '..', '..', 'examples', 'next');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** A README module: its text and, when its first line names one, its path in the app. */
interface ReadmeModule {
  path: string | null;
  text: string;
}

/** Every ```tsx block of the README that is a whole module. */
function readmeModules(): ReadmeModule[] {
  const blocks = [...readme.matchAll(/^```tsx\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
  return blocks
    .filter((block) => /^import\s/m.test(block))
    .map((text) => ({ path: /^\/\/ ([\w./-]+\.tsx?)\b/.exec(text)?.[1] ?? null, text }));
}

/** Type errors of each module, compiled as files of this package (so '@compare/widgets' resolves). */
function compile(modules: readonly (ReadmeModule | string)[]): string[] {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  const files = new Map(
    modules.map((module, i) => {
      const { path, text } = typeof module === 'string' ? { path: null, text: module } : module;
      return [join(root, 'test', 'readme', path ?? `readme-example-${i + 1}.tsx`), text];
    }),
  );
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) => {
    const text = files.get(name);
    return text === undefined
      ? getSourceFile(name, language, onError)
      : ts.createSourceFile(name, text, language);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) =>
    [...files.keys()].some((name) => name.startsWith(`${dir}/`)) || (directoryExists?.(dir) ?? true);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  const program = ts.createProgram({ rootNames: [...files.keys()], options: parsed.options, host });
  return [...files.keys()].flatMap((name) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(name)).map((diagnostic) => {
      const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return `${name.slice(root.length + 1)}:${(where?.line ?? 0) + 1}: ${text}`;
    }),
  );
}

describe('README usage examples', () => {
  const modules = readmeModules();

  it('the README shows at least one whole example that uses the widgets', () => {
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.map((module) => module.text).join('\n')).toMatch(/from '@compare\/widgets'/);
  });

  it('the Next.js app in the README is examples/next, file for file', () => {
    const shown = modules.filter((module) => module.path && existsSync(join(nextApp, module.path)));
    expect(shown.map((module) => module.path).sort()).toEqual([
      'app/add-to-basket.tsx',
      'app/compare/page.tsx',
      'app/layout.tsx',
      'app/page.tsx',
    ]);
    for (const { path, text } of shown) {
      // The block's first line names the file; the rest is the file.
      expect(text.slice(text.indexOf('\n') + 1), path ?? '').toBe(
        readFileSync(join(nextApp, path ?? ''), 'utf8'),
      );
    }
  });

  it('the plain-HTML example has every element its script looks up', () => {
    const html = /^```html\n([\s\S]*?)^```$/m.exec(readme)?.[1] ?? '';
    const ids = [
      ...html.matchAll(/querySelector\('#([\w-]+)'\)|getElementById\('([\w-]+)'\)|mount\('#([\w-]+)'/g),
    ].map((match) => match[1] ?? match[2] ?? match[3]);
    expect(ids).toContain('add');
    for (const id of ids) expect(html, `#${id}`).toMatch(new RegExp(`\\sid="${id}"`));
  });

  it('the install section names every package a partner gets', () => {
    const install = readme.slice(readme.indexOf('## Install'), readme.indexOf('## Quick start'));
    const manifests = ['widgets', 'ui', 'core'].map(
      (name) =>
        JSON.parse(readFileSync(join(root, '..', name, 'package.json'), 'utf8')) as {
          dependencies?: Record<string, string>;
          peerDependencies?: Record<string, string>;
        },
    );
    const names = manifests.flatMap((manifest) => [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    expect(names).toContain('@tanstack/react-query');
    for (const name of new Set(names)) expect(install, name).toContain(`\`${name}\``);
  });

  it('every whole example compiles against the public API', () => {
    expect(compile(modules)).toEqual([]);
  }, 180_000);

  it('a type error in an example is reported, so the check above is not vacuous', () => {
    const broken =
      "import { ProductCard } from '@compare/widgets';\nexport const card = <ProductCard product={42} />;\n";
    expect(compile([broken]).join('\n')).toMatch(/readme-example-1\.tsx:2: .*not assignable/);
  }, 180_000);
});
