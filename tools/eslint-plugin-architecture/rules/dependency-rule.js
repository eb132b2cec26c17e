/**
 * DESIGN.md section 1, the dependency rule, checked on every import of a file:
 *
 * - core imports only zod, @noble/hashes (pure hashing that runs in a browser too) and its own
 *   files (no framework, no node: builtins, no other package);
 *   core/test is core's test code (vitest, in-memory adapters) and only has to keep off the apps;
 * - adapters never import an app;
 * - the web apps (storefront, business-portal, web-common) never import an adapter;
 * - nothing imports an app, except that storefront and business-portal import web-common, and
 *   the cli takes its parts from the http app's composition root (container.ts, tokens.ts), the
 *   one place that builds them for every server-side app.
 *
 * A file's layer comes from its path relative to the repository root, so the rule needs no
 * package.json lookups. Paths under a fixture root (tests/architecture/fixtures by default) are
 * read as if that folder were the repository root, so fixtures behave like the real files.
 */
import { fileInRepository, importVisitors, isPathSpecifier, resolvePathSpecifier } from './import-sources.js';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.Node} RuleNode */

/**
 * Where a file or an import target lives in the repository.
 * `package` is the folder under adapters/ or apps/ (e.g. "memory", "storefront"); "" when the
 * path points at the layer folder itself. `module` is the file within the package, without `src/`
 * and extension (e.g. "container"), where known.
 * @typedef {{ layer: 'core' } | { layer: 'adapters' | 'apps', package: string, module?: string }} Place
 */

/** @typedef {{ root?: string, fixtureRoots?: string[] }} Options */

/** Core's tests need vitest and the in-memory adapters, which core itself must never see. */
const CORE_TESTS = 'core/test/';

const SCOPE = '@marketplace/';
const ADAPTER_PACKAGE_PREFIX = `${SCOPE}adapters-`;
/** App package names (after the scope); each lives in the folder of the same name under apps/. */
const APPS = new Set(['http', 'cli', 'storefront', 'business-portal', 'web-common']);
const WEB_APPS = new Set(['storefront', 'business-portal', 'web-common']);
const WEB_COMMON_USERS = new Set(['storefront', 'business-portal']);
/** The http app's composition root, which the other server-side apps build their parts from. */
const COMPOSITION_ROOT = { app: 'http', modules: new Set(['container', 'tokens']), users: new Set(['cli']) };

/**
 * @param {string} relativePath repository-relative, posix separators, fixture root stripped
 * @returns {Place | undefined} undefined outside core/, adapters/ and apps/
 */
function placeOfPath(relativePath) {
  const [first, second = '', ...rest] = relativePath.split('/');
  if (first === 'core') return { layer: 'core' };
  if (first === 'adapters' || first === 'apps') return { layer: first, package: second, module: moduleOf(rest.join('/')) };
  return undefined;
}

/**
 * @param {string} inPackage a path inside a package, e.g. "src/container.js" or "container"
 * @returns {string}
 */
function moduleOf(inPackage) {
  return inPackage.replace(/^src\//, '').replace(/\.(ts|js|mts|mjs)$/, '');
}

/**
 * @param {string} specifier a bare module specifier
 * @returns {Place | undefined} undefined for anything that is not one of our layered packages
 */
function placeOfPackage(specifier) {
  if (!specifier.startsWith(SCOPE)) return undefined;
  const name = specifier.slice(SCOPE.length).split('/')[0] ?? '';
  if (name === 'core') return { layer: 'core' };
  if (specifier.startsWith(ADAPTER_PACKAGE_PREFIX)) {
    return { layer: 'adapters', package: name.slice('adapters-'.length) };
  }
  if (APPS.has(name)) return { layer: 'apps', package: name, module: moduleOf(specifier.slice(SCOPE.length + name.length + 1)) };
  return undefined;
}

/**
 * @param {string} specifier
 * @returns {boolean}
 */
function mayCoreImport(specifier) {
  return specifier === 'zod' || specifier.startsWith('zod/') || specifier.startsWith('@noble/hashes/');
}

/**
 * @typedef {{ place: Place, isCoreTest: boolean }} FileInfo
 * @typedef {{ messageId: string, data: Record<string, string> }} Violation
 */

/**
 * What, if anything, is wrong with a file importing a specifier.
 * @param {FileInfo} file
 * @param {string} specifier as written in the import
 * @param {Place | undefined} target where it points; undefined for third-party packages,
 *   builtins and paths outside core/, adapters/ and apps/
 * @returns {Violation | undefined}
 */
function findViolation(file, specifier, target) {
  const { place } = file;

  if (file.isCoreTest) {
    return target?.layer === 'apps'
      ? { messageId: 'appImportsApp', data: { specifier, from: 'core/test', to: target.package } }
      : undefined;
  }

  if (place.layer === 'core') {
    if (isPathSpecifier(specifier)) {
      return target?.layer === 'core' ? undefined : { messageId: 'coreEscape', data: { specifier } };
    }
    return mayCoreImport(specifier) ? undefined : { messageId: 'coreImport', data: { specifier } };
  }

  if (place.layer === 'adapters') {
    return target?.layer === 'apps' ? { messageId: 'adapterImportsApp', data: { specifier } } : undefined;
  }

  if (target?.layer === 'adapters' && WEB_APPS.has(place.package)) {
    return { messageId: 'webAppImportsAdapter', data: { specifier } };
  }
  const importsAnotherApp = target?.layer === 'apps' && target.package !== place.package;
  const allowed =
    target?.layer === 'apps' &&
    ((target.package === 'web-common' && WEB_COMMON_USERS.has(place.package)) ||
      (target.package === COMPOSITION_ROOT.app && COMPOSITION_ROOT.users.has(place.package) && COMPOSITION_ROOT.modules.has(target.module ?? '')));
  if (importsAnotherApp && !allowed) {
    return {
      messageId: 'appImportsApp',
      data: { specifier, from: `apps/${place.package}`, to: target.package },
    };
  }
  return undefined;
}

/** @type {RuleModule} */
const dependencyRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the dependency rule: core imports only zod and @noble/hashes, adapters never import apps, web apps never import adapters, nothing imports an app but web-common and the composition root',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: {
            type: 'string',
            description: 'Absolute path of the repository root (default: ESLint\'s cwd).',
          },
          fixtureRoots: {
            type: 'array',
            items: { type: 'string' },
            description:
              'Repository-relative folders laid out like the repository root (default: ["tests/architecture/fixtures"]).',
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      coreImport: "core may import only zod, @noble/hashes and its own files (found '{{specifier}}')",
      coreEscape:
        "core may import only zod, @noble/hashes and its own files (found '{{specifier}}', which leads out of core)",
      adapterImportsApp: "adapters may not import apps (found '{{specifier}}')",
      webAppImportsAdapter:
        "the web apps (storefront, business-portal, web-common) may not import adapters (found '{{specifier}}')",
      appImportsApp:
        "nothing imports an app: {{from}} may not import apps/{{to}} (found '{{specifier}}'); only storefront and business-portal may import web-common, and the cli the http app's composition root (container, tokens)",
    },
  },

  create(context) {
    const file = fileInRepository(context, /** @type {Options} */ (context.options[0] ?? {}));
    if (!file) return {};
    const place = placeOfPath(file.filePath);
    if (!place) return {};
    /** @type {FileInfo} */
    const info = { place, isCoreTest: file.filePath.startsWith(CORE_TESTS) };

    return importVisitors((node, specifier) => {
      const target = isPathSpecifier(specifier)
        ? placeOfPath(resolvePathSpecifier(file, specifier))
        : placeOfPackage(specifier);
      const violation = findViolation(info, specifier, target);
      if (violation) context.report({ node, ...violation });
    });
  },
};

export default dependencyRule;
