/**
 * STYLE.md (bulletproof-react): a feature of a web app never imports another feature's files.
 * A feature is a folder `apps/<app>/src/features/<name>/`; what several features need lives in
 * the app's shared folders (`src/api`, `src/components`, `src/lib`) or in web-common, and the
 * routes (`src/app`) compose features. A path import and a package import
 * (`@marketplace/<app>/features/<name>/...`) are both checked.
 */
import { fileInRepository, importVisitors, isPathSpecifier, resolvePathSpecifier } from './import-sources.js';

/** @typedef {{ root?: string, fixtureRoots?: string[] }} Options */
/** @typedef {{ app: string, feature: string }} FeaturePlace */

const FEATURE_PATH = /^apps\/([^/]+)\/src\/features\/([^/]+)\//;
const FEATURE_PACKAGE = /^@marketplace\/([^/]+)\/features\/([^/]+)\//;

/**
 * @param {string} relativePath repository-relative, posix separators, fixture root stripped
 * @returns {FeaturePlace | undefined}
 */
function featureOfPath(relativePath) {
  const match = FEATURE_PATH.exec(relativePath);
  return match ? { app: match[1] ?? '', feature: match[2] ?? '' } : undefined;
}

/**
 * @param {string} specifier a bare module specifier
 * @returns {FeaturePlace | undefined}
 */
function featureOfPackage(specifier) {
  const match = FEATURE_PACKAGE.exec(specifier);
  return match ? { app: match[1] ?? '', feature: match[2] ?? '' } : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a web app feature importing another feature's files" },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string', description: "Absolute path of the repository root (default: ESLint's cwd)." },
          fixtureRoots: {
            type: 'array',
            items: { type: 'string' },
            description: 'Repository-relative folders laid out like the repository root (default: ["tests/architecture/fixtures"]).',
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "features/{{from}} may not import features/{{to}} (found '{{specifier}}'); move what both need to the app's src/api, src/components or src/lib, or to web-common",
    },
  },

  create(context) {
    const file = fileInRepository(context, /** @type {Options} */ (context.options[0] ?? {}));
    const own = file && featureOfPath(file.filePath);
    if (!file || !own) return {};

    return importVisitors((node, specifier) => {
      const target = isPathSpecifier(specifier)
        ? featureOfPath(`${resolvePathSpecifier(file, specifier)}/`)
        : featureOfPackage(specifier);
      if (!target || (target.app === own.app && target.feature === own.feature)) return;
      context.report({ node, messageId: 'crossFeature', data: { specifier, from: own.feature, to: target.feature } });
    });
  },
};

export default noCrossFeatureImports;
