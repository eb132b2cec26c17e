// STYLE.md, "every message once" and DESIGN.md 10.8: the web apps never re-type a message core
// gives a failure; they import it from core or show the server's `message`. A sentence of core
// (a domain error's message, a validation message) found in a web app's source fails this test.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';
import { coreMessages, joinedTexts, webTexts, type Literal } from './message-literals.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_APPS = ['apps/storefront/src', 'apps/business-portal/src', 'apps/web-common/src'];

function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function restatements(messages: readonly Literal[], texts: readonly Literal[]): string[] {
  const candidates = [...texts, ...joinedTexts(texts)];
  const found = new Set<string>();
  for (const message of messages) {
    const sentence = normalised(message.text);
    for (const text of candidates) {
      if (normalised(text.text).includes(sentence)) {
        found.add(`${path.relative(repoRoot, text.file)}:${text.line} re-types "${sentence}" (${path.relative(repoRoot, message.file)}:${message.line})`);
      }
    }
  }
  return [...found].sort();
}

describe("the web apps never re-type core's messages", () => {
  const messages = coreMessages(path.join(repoRoot, 'core/src'));

  it("finds core's messages: domain errors, validation messages, message constants", () => {
    const texts = messages.map((message) => message.text);
    // One of each kind, so a collector that finds nothing cannot pass the test below.
    expect(texts).toContain('This code has already been redeemed.');
    expect(texts).toContain('Please sign in to continue.');
    expect(texts).toContain('Too many login attempts. Please wait a few minutes and try again.');
    expect(texts).toContain('Please enter a valid email address');
    expect(texts).toContain(DRAFT_NOTICE);
    // Short phrases are no sentences: a heading may say "Purchase not found" as a 404 does.
    expect(texts).not.toContain('Purchase not found');
    expect(messages.length).toBeGreaterThan(60);
  });

  it('finds a re-typed message however it is written: string, template around a value, JSX text over lines', () => {
    const texts: Literal[] = [
      { file: 'a.tsx', line: 1, text: 'This code has already been redeemed.' },
      { file: 'b.ts', line: 2, text: 'Oops: This code has already' },
      { file: 'b.ts', line: 2, text: ' been redeemed.' },
      { file: 'c.tsx', line: 3, text: ' Please sign in\n   to continue. ' },
      { file: 'd.ts', line: 4, text: 'This code is fine.' },
    ];
    const places = new Set(restatements(messages, texts).map((line) => line.split(' re-types')[0]));
    expect([...places]).toEqual(['a.tsx:1', 'b.ts:2', 'c.tsx:3']);
  });

  it.each(WEB_APPS)('%s spells out none of them', (app) => {
    expect(restatements(messages, webTexts(path.join(repoRoot, app)))).toEqual([]);
  });
});
