/**
 * What the architecture rules share: where a file lives in the repository (fixture roots read as
 * the repository root) and every syntax that names a module.
 */
import path from 'node:path';

export const DEFAULT_FIXTURE_ROOTS = ['tests/architecture/fixtures'];

/**
 * @param {string} p
 * @returns {string}
 */
export function toPosix(p) {
  return p.split(path.sep).join('/');
}

/**
 * Strips the first matching fixture root, so `tests/architecture/fixtures/core/x.ts` reads as
 * `core/x.ts`.
 * @param {string} relativePath repository-relative, posix separators
 * @param {readonly string[]} fixtureRoots
 * @returns {string}
 */
export function stripFixtureRoot(relativePath, fixtureRoots) {
  for (const fixtureRoot of fixtureRoots) {
    const prefix = `${fixtureRoot.replace(/\/+$/, '')}/`;
    if (relativePath.startsWith(prefix)) return relativePath.slice(prefix.length);
  }
  return relativePath;
}

/**
 * @param {string} specifier
 * @returns {boolean}
 */
export function isPathSpecifier(specifier) {
  return (
    specifier === '.' ||
    specifier === '..' ||
    specifier.startsWith('./') ||
    specifier.startsWith('../') ||
    path.isAbsolute(specifier) ||
    specifier.startsWith('/')
  );
}

/**
 * The string literal a module reference names, or undefined when it is computed.
 * @param {any} node a Literal, a TemplateLiteral without expressions, or anything else
 * @returns {string | undefined}
 */
function staticString(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/**
 * The linted file's path from the repository root with any fixture root stripped, or undefined
 * for a file outside the root.
 * @param {import('eslint').Rule.RuleContext} context
 * @param {{ root?: string, fixtureRoots?: string[] }} options
 * @returns {{ root: string, fixtureRoots: readonly string[], filePath: string } | undefined}
 */
export function fileInRepository(context, options) {
  const root = path.resolve(context.cwd, options.root ?? context.cwd);
  const fixtureRoots = options.fixtureRoots ?? DEFAULT_FIXTURE_ROOTS;
  const absoluteFile = path.resolve(context.cwd, context.physicalFilename ?? context.filename);
  const fromRoot = toPosix(path.relative(root, absoluteFile));
  if (fromRoot.startsWith('../') || path.isAbsolute(fromRoot)) return undefined;
  return { root, fixtureRoots, filePath: stripFixtureRoot(fromRoot, fixtureRoots) };
}

/**
 * Where a path specifier of `filePath` points, repository-relative like the file.
 * @param {{ root: string, fixtureRoots: readonly string[], filePath: string }} file
 * @param {string} specifier
 * @returns {string}
 */
export function resolvePathSpecifier(file, specifier) {
  return path.isAbsolute(specifier)
    ? stripFixtureRoot(toPosix(path.relative(file.root, specifier)), file.fixtureRoots)
    : path.posix.join(path.posix.dirname(file.filePath), specifier);
}

/**
 * The visitors that find every module a file names: import and export declarations, dynamic
 * import(), require(), and TypeScript's `import x = require()` and `import('...')` types.
 * @param {(node: any, specifier: string) => void} check called with each static specifier
 * @returns {import('eslint').Rule.RuleListener}
 */
export function importVisitors(check) {
  /** @param {any} sourceNode */
  function checkSource(sourceNode) {
    const specifier = staticString(sourceNode);
    if (specifier !== undefined) check(sourceNode, specifier);
  }
  return {
    ImportDeclaration(node) {
      checkSource(node.source);
    },
    ExportNamedDeclaration(node) {
      if (node.source) checkSource(node.source);
    },
    ExportAllDeclaration(node) {
      checkSource(node.source);
    },
    ImportExpression(node) {
      checkSource(node.source);
    },
    CallExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
        checkSource(node.arguments[0]);
      }
    },
    // TypeScript only: `import fs = require('node:fs')` and `type T = import('koa').Context`.
    /** @param {any} node */
    TSExternalModuleReference(node) {
      checkSource(node.expression);
    },
    /** @param {any} node */
    TSImportType(node) {
      // `source` since typescript-eslint 8.x; reading the deprecated `argument` would warn.
      if ('source' in node) {
        checkSource(node.source);
        return;
      }
      const argument = node.argument;
      checkSource(argument?.type === 'TSLiteralType' ? argument.literal : argument);
    },
  };
}
