import type { ESLint, Rule } from 'eslint';

/** The local architecture plugin: `architecture/dependency-rule` and `architecture/no-cross-feature-imports`. */
declare const plugin: ESLint.Plugin & {
  meta: { name: string; version: string };
  rules: { 'dependency-rule': Rule.RuleModule; 'no-cross-feature-imports': Rule.RuleModule };
};

export default plugin;
