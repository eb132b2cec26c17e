// Finds the sentences core defines for failures and every text a web app's source spells out,
// with the TypeScript parser (comments are not read, quoting and line breaks do not matter).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A message worth looking for is a sentence: a capital first, then four words or more, or a full
 * stop. "Required" or "Purchase not found" may well be a web app's own word or heading.
 */
const SENTENCE = /^(?=[A-Z])(?:(?:\S+\s+){3}\S|.*[.!?]$)/s;

/** zod's checks whose string argument is the message a failing value gets. */
const CHECKS_WITH_MESSAGE = new Set([
  'min', 'max', 'length', 'regex', 'int', 'positive', 'nonnegative', 'negative', 'nonpositive', 'gt', 'gte', 'lt', 'lte',
  'multipleOf', 'refine', 'superRefine', 'email', 'url', 'startsWith', 'endsWith', 'includes', 'nonempty', 'finite', 'safe',
]);
/** Properties whose string is a message (`{ message }`, zod's `{ error }`, core's `requiredMessage`). */
const MESSAGE_PROPERTIES = new Set(['message', 'error', 'requiredMessage']);

export interface Literal {
  text: string;
  file: string;
  line: number;
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function at(source: ts.SourceFile, node: ts.Node, text: string): Literal {
  return { text, file: source.fileName, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 };
}

/** The literal text of a string, or of each fixed part of a template (`Hello ${name}, welcome` → both parts). */
function textsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  return [];
}

function isErrorClass(expression: ts.Expression): boolean {
  return ts.isIdentifier(expression) && /Error$/.test(expression.text);
}

function isMessageName(name: ts.Node): boolean {
  return ts.isIdentifier(name) && /MESSAGES?$|_REFUSAL$|_NOTICE$/.test(name.text);
}

/** A stable error code (`purchase.already_redeemed`), not a sentence. */
const ERROR_CODE = /^[a-z_]+(\.[a-z_]+)+$/;

function isSentence(text: string): boolean {
  const clean = text.trim();
  return SENTENCE.test(clean) && !ERROR_CODE.test(clean);
}

/**
 * The sentences core's source gives failures: the arguments of `new …Error(…)`, the messages of
 * zod checks and `{ message }` / `{ error }` options, and constants named …MESSAGE(S) or …NOTICE
 * (a rule's one wording, such as the draft notice).
 */
export function coreMessages(dir: string): Literal[] {
  const found: Literal[] = [];
  for (const file of sourceFiles(dir)) {
    const source = parse(file);
    const collect = (node: ts.Node) => textsOf(node).filter(isSentence).forEach((text) => found.push(at(source, node, text.trim())));
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && isErrorClass(node.expression)) node.arguments?.forEach(collect);
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && CHECKS_WITH_MESSAGE.has(node.expression.name.text)) {
        node.arguments.forEach(collect);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_PROPERTIES.has(node.name.text)) collect(node.initializer);
      if (ts.isVariableDeclaration(node) && isMessageName(node.name) && node.initializer) {
        const value = node.initializer;
        if (ts.isObjectLiteralExpression(value)) value.properties.forEach((p) => ts.isPropertyAssignment(p) && collect(p.initializer));
        else collect(value);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Every text a web app's source spells out: strings, template parts and JSX text, whitespace collapsed. */
export function webTexts(dir: string): Literal[] {
  const found: Literal[] = [];
  for (const file of sourceFiles(dir)) {
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(at(source, node, node.text));
      else if (ts.isTemplateExpression(node)) textsOf(node).forEach((text) => found.push(at(source, node, text)));
      else if (ts.isJsxText(node)) found.push(at(source, node, node.text.replace(/\s+/g, ' ')));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * JSX splits a sentence at every `{…}`: the texts of one element, joined, are what a reader sees.
 * Template parts are joined the same way, so a message re-typed around a value is still found.
 */
export function joinedTexts(texts: readonly Literal[]): Literal[] {
  const byLine = new Map<string, Literal[]>();
  for (const literal of texts) {
    const key = `${literal.file}:${literal.line}`;
    byLine.set(key, [...(byLine.get(key) ?? []), literal]);
  }
  return [...byLine.values()].map((parts) => ({ ...parts[0]!, text: parts.map((part) => part.text).join(' ').replace(/\s+/g, ' ') }));
}
