// Proof that the real root eslint.config.js enforces the dependency rule, on fixture files laid
// out like the repository (tests/architecture/fixtures/{core,adapters,apps}/...), and that a
// violation makes the `eslint` command, and so the build, fail.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = 'tests/architecture/fixtures';
const RULE = 'architecture/dependency-rule';
const CROSS_FEATURE_RULE = 'architecture/no-cross-feature-imports';
const SLOW = 60_000;

interface Finding {
  ruleId: string | null;
  message: string;
  line: number;
}

describe('root eslint.config.js on the architecture fixtures', () => {
  const findings = new Map<string, Finding[]>();

  function findingsFor(fixture: string): Finding[] {
    const result = findings.get(`${FIXTURES}/${fixture}`);
    if (!result) throw new Error(`fixture ${fixture} was not linted; linted: ${[...findings.keys()].join(', ')}`);
    return result;
  }

  beforeAll(async () => {
    // ignore: false lifts the config's ignore of the fixtures folder, and nothing else changes.
    const eslint = new ESLint({ cwd: repoRoot, ignore: false });
    const results = await eslint.lintFiles([FIXTURES]);
    for (const result of results) {
      const relative = path.relative(repoRoot, result.filePath).split(path.sep).join('/');
      findings.set(
        relative,
        result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
      );
    }
  }, SLOW);

  it('reports koa and node:fs in core', () => {
    expect(findingsFor('core/src/bad-import.ts')).toEqual([
      { ruleId: RULE, line: 2, message: "core may import only zod, @noble/hashes and its own files (found 'koa')" },
      { ruleId: RULE, line: 3, message: "core may import only zod, @noble/hashes and its own files (found 'node:fs')" },
    ]);
  });

  it('reports an adapter importing the http app', () => {
    expect(findingsFor('adapters/memory/src/bad.ts')).toEqual([
      { ruleId: RULE, line: 2, message: "adapters may not import apps (found '@marketplace/http/server')" },
    ]);
  });

  it('reports the storefront importing an adapter', () => {
    expect(findingsFor('apps/storefront/src/bad.ts')).toEqual([
      {
        ruleId: RULE,
        line: 2,
        message:
          "the web apps (storefront, business-portal, web-common) may not import adapters (found '@marketplace/adapters-memory/in-memory-deal.repository')",
      },
    ]);
  });

  it('reports the cli importing the http app', () => {
    expect(findingsFor('apps/cli/src/bad.ts')).toEqual([
      {
        ruleId: RULE,
        line: 2,
        message:
          "nothing imports an app: apps/cli may not import apps/http (found '@marketplace/http/server'); only storefront and business-portal may import web-common, and the cli the http app's composition root (container, tokens)",
      },
    ]);
  });

  it('reports a feature importing another feature', () => {
    expect(findingsFor('apps/storefront/src/features/profile/bad-cross-feature.ts')).toEqual([
      {
        ruleId: CROSS_FEATURE_RULE,
        line: 2,
        message:
          "features/profile may not import features/deals (found '../deals/api/get-deal.js'); move what both need to the app's src/api, src/components or src/lib, or to web-common",
      },
    ]);
  });

  it.each([
    'core/src/good.ts',
    'core/src/sibling.ts',
    'adapters/memory/src/good.ts',
    'apps/storefront/src/good.ts',
    'apps/storefront/src/features/profile/good-own-feature.ts',
  ])('reports nothing in %s', (fixture) => {
    expect(findingsFor(fixture)).toEqual([]);
  });
});

describe('root eslint.config.js on the real folders', () => {
  const eslint = new ESLint({ cwd: repoRoot });

  it.each([
    'core/src/deals/domain/slider-pricing.ts',
    'core/test/deals/slider-pricing.test.ts',
    'adapters/memory/src/in-memory-deal.repository.ts',
    'adapters/stripe/src/stripe-payment.gateway.ts',
    'apps/http/src/main.ts',
    'apps/cli/src/main.mjs',
    'apps/storefront/src/app.tsx',
    'apps/business-portal/src/app.tsx',
    'apps/web-common/src/api/api-client.js',
  ])('turns the dependency rule on as an error for %s', async (file) => {
    const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
    expect(config.rules?.[RULE]).toEqual([2, { root: repoRoot }]);
  });

  it.each([
    'apps/storefront/src/features/checkout/components/demo-card-form.tsx',
    'apps/business-portal/src/features/scan-codes/api/redeem-code.ts',
  ])('turns the cross-feature rule on as an error for %s', async (file) => {
    const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
    expect(config.rules?.[CROSS_FEATURE_RULE]).toEqual([2, { root: repoRoot }]);
  });

  it.each(['apps/storefront/src/app/routes/checkout.tsx', 'apps/business-portal/src/features/admin/api/verify-business.ts', 'apps/web-common/src/api/get-deal.ts'])(
    'turns the query-key rule on as an error for %s',
    async (file) => {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
      expect(config.rules?.['architecture/query-keys-from-factories']).toEqual([2]);
    },
  );

  it.each(['apps/storefront/src/app/routes/checkout.tsx', 'apps/web-common/src/api/api-client.ts', 'tests/web/storefront/my-deals.test.tsx'])(
    'leaves %s, which is no feature, free to import features',
    async (file) => {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
      expect(config.rules?.[CROSS_FEATURE_RULE]).toBeUndefined();
    },
  );

  it('leaves cross-package tests free to import apps', async () => {
    const config = (await eslint.calculateConfigForFile('tests/api/deals.api.test.ts')) as { rules?: Record<string, unknown> };
    expect(config.rules?.[RULE]).toBeUndefined();
  });

  it('keeps the fixtures out of a normal `eslint .` run', async () => {
    expect(await eslint.isPathIgnored(`${FIXTURES}/core/src/bad-import.ts`)).toBe(true);
  });
});

describe('the eslint command', () => {
  // npx from the Node running these tests, so the child uses the same toolchain.
  const nodeBin = path.dirname(process.execPath);
  const env = { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ''}` };

  function runEslint(file: string) {
    // `--` keeps npx from reading eslint's --no-ignore as its own option.
    return spawnSync('npx', ['--no', '--', 'eslint', '--no-ignore', file], { cwd: repoRoot, env, encoding: 'utf8' });
  }

  it('exits non-zero on a dependency-rule violation, which fails the build', () => {
    const run = runEslint(`${FIXTURES}/core/src/bad-import.ts`);
    // 1 means "lint errors found"; 2 would be a crash, which must not pass for a bite.
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(RULE);
    expect(run.stdout).toContain("core may import only zod, @noble/hashes and its own files (found 'koa')");
  }, SLOW);

  it('exits zero on a clean file', () => {
    const run = runEslint(`${FIXTURES}/core/src/good.ts`);
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 0, stdout: '' });
  }, SLOW);
});
