/**
 * Local ESLint plugin holding the project's architecture rules (plain ESM, no build step).
 * Used by the root eslint.config.js as `architecture/<rule>`.
 */
import dependencyRule from './rules/dependency-rule.js';
import noCrossFeatureImports from './rules/no-cross-feature-imports.js';
import queryKeysFromFactories from './rules/query-keys-from-factories.js';

/** @type {import('eslint').ESLint.Plugin & { rules: { 'dependency-rule': import('eslint').Rule.RuleModule, 'no-cross-feature-imports': import('eslint').Rule.RuleModule, 'query-keys-from-factories': import('eslint').Rule.RuleModule } }} */
const plugin = {
  meta: { name: 'eslint-plugin-architecture', version: '0.2.0' },
  rules: {
    'dependency-rule': dependencyRule,
    'no-cross-feature-imports': noCrossFeatureImports,
    'query-keys-from-factories': queryKeysFromFactories,
  },
};

export default plugin;
