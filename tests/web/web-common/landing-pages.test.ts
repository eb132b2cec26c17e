import { describe, expect, it, vi } from 'vitest';
import { LANDING_PAGES_FILE, landingPages } from '../../../apps/web-common/build/vite-plugins.js';

/** A chunk of a build as rolldown hands it to generateBundle (the fields the plugin reads). */
function chunk(fileName: string, fields: { imports?: string[]; dynamicImports?: string[]; facadeModuleId?: string; isEntry?: boolean }) {
  return {
    type: 'chunk' as const,
    fileName,
    imports: fields.imports ?? [],
    dynamicImports: fields.dynamicImports ?? [],
    facadeModuleId: fields.facadeModuleId ?? null,
    isEntry: fields.isEntry ?? false,
    isDynamicEntry: fields.facadeModuleId !== undefined && !fields.isEntry,
  };
}

/**
 * A storefront-like build: the entry with React's chunk, a boot stage (start) with a chunk it
 * shares with the pages, and two lazy pages.
 */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-AAAAAAAA.js', { isEntry: true, facadeModuleId: '/app/index.html', imports: ['assets/react-BBBBBBBB.js'], dynamicImports: ['assets/start-CCCCCCCC.js'] }),
    chunk('assets/react-BBBBBBBB.js', {}),
    chunk('assets/start-CCCCCCCC.js', { facadeModuleId: '/app/src/start.ts', imports: ['assets/shared-DDDDDDDD.js'], dynamicImports: ['assets/home-EEEEEEEE.js', 'assets/deal-FFFFFFFF.js'] }),
    chunk('assets/shared-DDDDDDDD.js', {}),
    chunk('assets/home-EEEEEEEE.js', { facadeModuleId: '/app/src/routes/home.tsx', imports: ['assets/card-GGGGGGGG.js', 'assets/shared-DDDDDDDD.js'] }),
    chunk('assets/card-GGGGGGGG.js', { imports: ['assets/money-HHHHHHHH.js'] }),
    chunk('assets/money-HHHHHHHH.js', {}),
    chunk('assets/deal-FFFFFFFF.js', { facadeModuleId: '/app/src/routes/deal.tsx', imports: ['assets/money-HHHHHHHH.js'] }),
  ].map((file) => [file.fileName, file]),
);

function build(pages: Record<string, string>, bundle: Record<string, unknown> = { ...BUNDLE, 'assets/hero-IIIIIIII.svg': { type: 'asset', fileName: 'assets/hero-IIIIIIII.svg' } }) {
  const plugin = landingPages(pages);
  const emitted: Array<{ fileName: string; source: string }> = [];
  const context = {
    emitFile: vi.fn((file: { fileName: string; source: string }) => emitted.push(file)),
    error: vi.fn((message: string) => {
      throw new Error(message);
    }),
  };
  // The two hooks as plain functions (the plugin defines them so), with only what they read.
  (plugin.configResolved as unknown as (config: { base: string; root: string }) => void)({ base: '/', root: '/app' });
  (plugin.generateBundle as unknown as (this: typeof context, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  return emitted;
}

describe('landingPages (the build)', () => {
  it("lists each landing page's chunk and its imports, without what index.html already preloads", () => {
    const [file] = build({ '/': 'src/routes/home.tsx', '/deals/:id': 'src/routes/deal.tsx' });

    expect(file?.fileName).toBe(LANDING_PAGES_FILE);
    expect(JSON.parse(file?.source ?? '')).toEqual({
      // Not react (the entry's import) nor shared (a boot stage's), which index.html preloads.
      '/': ['/assets/home-EEEEEEEE.js', '/assets/card-GGGGGGGG.js', '/assets/money-HHHHHHHH.js'],
      '/deals/:id': ['/assets/deal-FFFFFFFF.js', '/assets/money-HHHHHHHH.js'],
    });
  });

  it('fails the build for a page without a chunk of its own', () => {
    expect(() => build({ '/': 'src/routes/home.tsx', '/deals': 'src/routes/deals.tsx' })).toThrow(/The landing page \/deals has no chunk of its own \(src\/routes\/deals\.tsx\)/);
  });

  it('does not take a module bundled into another chunk for a page (only a lazy page’s own chunk counts)', () => {
    expect(() => build({ '/start': 'src/start.ts' }, { ...BUNDLE, 'assets/start-CCCCCCCC.js': { ...BUNDLE['assets/start-CCCCCCCC.js'], isDynamicEntry: false } })).toThrow(/no chunk of its own/);
  });
});
