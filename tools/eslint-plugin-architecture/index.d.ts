import type { ESLint, Rule } from 'eslint';

/** The local architecture plugin: `architecture/dependency-rule`, `no-cross-feature-imports` and `query-keys-from-factories`. */
declare const plugin: ESLint.Plugin & {
  meta: { name: string; version: string };
  rules: { 'dependency-rule': Rule.RuleModule; 'no-cross-feature-imports': Rule.RuleModule; 'query-keys-from-factories': Rule.RuleModule };
};

export default plugin;
