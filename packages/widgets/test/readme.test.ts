// @vitest-environment node
// The README's examples compiled as they stand in README.md (read at test time, not copied), with
// the package's own compiler options, so the documented usage keeps type-checking against the
// public API. A ```tsx block that starts with an import is a whole module and is compiled; a block
// without imports is a fragment shown inside prose (a prop or two) and is not.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every ```tsx block of the README that is a whole module. */
function readmeModules(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^```tsx\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
  return blocks.filter((block) => /^import\s/m.test(block));
}

/** Type errors of each module, compiled as files of this package (so '@compare/widgets' resolves). */
function compile(modules: readonly string[]): string[] {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  const files = new Map(modules.map((text, i) => [join(root, 'test', `readme-example-${i + 1}.tsx`), text]));
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
    expect(modules.join('\n')).toMatch(/from '@compare\/widgets'/);
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
