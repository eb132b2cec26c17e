import type { ESLint, Rule } from 'eslint';

/** The local architecture plugin: `architecture/dependency-rule`. */
declare const plugin: ESLint.Plugin & {
  meta: { name: string; version: string };
  rules: { 'dependency-rule': Rule.RuleModule };
};

export default plugin;
