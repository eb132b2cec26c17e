/**
 * Local ESLint plugin holding the project's architecture rules (plain ESM, no build step).
 * Used by the root eslint.config.js as `architecture/<rule>`.
 */
import dependencyRule from './rules/dependency-rule.js';

/** @type {import('eslint').ESLint.Plugin & { rules: { 'dependency-rule': import('eslint').Rule.RuleModule } }} */
const plugin = {
  meta: { name: 'eslint-plugin-architecture', version: '0.1.0' },
  rules: {
    'dependency-rule': dependencyRule,
  },
};

export default plugin;
