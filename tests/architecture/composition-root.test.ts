import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17 point 1: apps/http/src/container.ts is the one place that builds adapters. Outside it,
 * the server and the CLI may take types, functions and constants from an adapter package (the
 * database location, the Stripe URL check), but never one of its classes: a PascalCase name
 * imported as a value from `@marketplace/adapters-*`, or a dynamic import of one.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const COMPOSITION_ROOT = 'apps/http/src/container.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file: Name (specifier)` for every adapter class a file imports as a value. */
function adapterClassImports(file: string, text: string): string[] {
  const found: string[] = [];
  const statement = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(@marketplace\/adapters-[^']+)'/g;
  for (const [, typeOnly, names = '', specifier] of text.matchAll(statement)) {
    if (typeOnly) continue;
    for (const raw of names.split(',')) {
      const name = raw.trim();
      if (!name || name.startsWith('type ')) continue;
      const local = name.split(/\s+as\s+/)[0]!;
      if (/^[A-Z][a-z]/.test(local)) found.push(`${file}: ${local} (${specifier})`);
    }
  }
  for (const [, specifier] of text.matchAll(/import\(\s*'(@marketplace\/adapters-[^']+)'\s*\)/g)) found.push(`${file}: import('${specifier}')`);
  return found;
}

describe('the composition root', () => {
  it('finds an adapter class imported as a value, and nothing imported as a type', () => {
    expect(adapterClassImports('x.ts', "import { SystemClock } from '@marketplace/adapters-memory/system-clock';")).toEqual([
      'x.ts: SystemClock (@marketplace/adapters-memory/system-clock)',
    ]);
    expect(adapterClassImports('x.ts', "import { type SystemClock, parseThing, DEFAULTS } from '@marketplace/adapters-memory/system-clock';")).toEqual([]);
    expect(adapterClassImports('x.ts', "import type { SystemClock } from '@marketplace/adapters-memory/system-clock';")).toEqual([]);
    expect(adapterClassImports('x.ts', "await import('@marketplace/adapters-mikro-orm/mikro-orm-database')")).toHaveLength(1);
  });

  it('is the only file of the server and the CLI that names an adapter class', () => {
    const files = ['apps/http/src', 'apps/cli/src'].flatMap((dir) => sourceFiles(join(root, dir)));
    const outside = files
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((file) => file !== COMPOSITION_ROOT)
      .flatMap((file) => adapterClassImports(file, readFileSync(join(root, file), 'utf8')));
    expect(outside).toEqual([]);
  });
});
