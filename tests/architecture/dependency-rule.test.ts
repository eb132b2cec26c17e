// Unit proof of architecture/dependency-rule (DESIGN.md section 1): every clause has code that
// passes and code that fails. `filename` places the code in the repository; it is resolved
// against ESLint's cwd, which RuleTester takes from the process (the repository root under vitest).
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import architecture from '../../tools/eslint-plugin-architecture/index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = architecture.rules['dependency-rule'];
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

type Cases = Pick<Parameters<RuleTester['run']>[2], 'valid' | 'invalid'>;

// Every run goes through this one call near the top of the file. On a failing case RuleTester
// guesses the case's line from the raw stack line of its caller, which vitest's transform has
// moved; from a call further down the guess lands past the end of this file and RuleTester throws
// a TypeError that hides the real assertion message.
function runCases(cases: Cases): void {
  ruleTester.run('dependency-rule', rule, {
    assertionOptions: { requireMessage: true, requireData: 'error' },
    ...cases,
  });
}

const CORE_FILE = 'core/src/deals/domain/slider-pricing.ts';
const CORE_TEST_FILE = 'core/test/deals/slider-pricing.test.ts';
const ADAPTER_FILE = 'adapters/memory/src/in-memory-deal.repository.ts';
const HTTP_FILE = 'apps/http/src/routes/deals.router.ts';
const CLI_FILE = 'apps/cli/src/commands/verify-business.ts';
const STOREFRONT_FILE = 'apps/storefront/src/features/deals/components/deal-card.tsx';
const PORTAL_FILE = 'apps/business-portal/src/features/scan/components/scan-codes.tsx';
const WEB_COMMON_FILE = 'apps/web-common/src/api/api-client.ts';

type Case = RuleTester.InvalidTestCase;

function coreImport(filename: string, code: string, specifier: string): Case {
  return { filename, code, errors: [{ messageId: 'coreImport', data: { specifier } }] };
}

function coreEscape(filename: string, code: string, specifier: string): Case {
  return { filename, code, errors: [{ messageId: 'coreEscape', data: { specifier } }] };
}

function adapterImportsApp(filename: string, code: string, specifier: string): Case {
  return { filename, code, errors: [{ messageId: 'adapterImportsApp', data: { specifier } }] };
}

function webAppImportsAdapter(filename: string, code: string, specifier: string): Case {
  return { filename, code, errors: [{ messageId: 'webAppImportsAdapter', data: { specifier } }] };
}

function appImportsApp(filename: string, code: string, specifier: string, from: string, to: string): Case {
  return { filename, code, errors: [{ messageId: 'appImportsApp', data: { specifier, from: `apps/${from}`, to } }] };
}

describe('core may import only zod, @noble/hashes and its own files', () => {
  runCases({
    valid: [
      { filename: CORE_FILE, code: "import { z } from 'zod';" },
      { filename: CORE_FILE, code: "import * as z from 'zod/v4';" },
      { filename: CORE_FILE, code: "import type { ZodType } from 'zod';" },
      { filename: CORE_FILE, code: "import { hmac } from '@noble/hashes/hmac.js';" },
      { filename: CORE_FILE, code: "import { Money } from '../../shared/domain/money.js';" },
      { filename: CORE_FILE, code: "import { steps } from './slider-steps.js';" },
      { filename: CORE_FILE, code: "export { steps } from './slider-steps.js';" },
      { filename: CORE_FILE, code: "export * from '../application/buy-deal.use-case.js';" },
      { filename: CORE_FILE, code: "const lazy = await import('./slider-steps.js');" },
      { filename: CORE_FILE, code: "const schema = require('zod');" },
      {
        name: "core's tests may use vitest, core by package name and the in-memory adapters",
        filename: CORE_TEST_FILE,
        code: [
          "import { describe, expect, it } from 'vitest';",
          "import { sliderDiscount } from '@marketplace/core/deals/domain/slider-pricing';",
          "import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';",
          "import { price } from '../../src/deals/domain/slider-pricing.js';",
        ].join('\n'),
      },
      {
        name: 'a relative path is judged by where it lands, not by how it gets there',
        filename: CORE_FILE,
        code: "import { Money } from '../../../../core/src/shared/domain/money.js';",
      },
      { name: 'strings that are not imports are ignored', filename: CORE_FILE, code: "const name = 'koa'; log(name);" },
      { name: 'a computed specifier cannot be checked', filename: CORE_FILE, code: 'const mod = await import(name);' },
      { name: 'a local function called require with no argument', filename: CORE_FILE, code: 'require();' },
    ],
    invalid: [
      {
        name: 'the message names the offending import',
        filename: CORE_FILE,
        code: "import Koa from 'koa';",
        errors: [{ message: "core may import only zod, @noble/hashes and its own files (found 'koa')", line: 1, column: 17 }],
      },
      coreImport(CORE_FILE, "import { readFileSync } from 'node:fs';", 'node:fs'),
      coreImport(CORE_FILE, "import { randomUUID } from 'crypto';", 'crypto'),
      coreImport(CORE_FILE, "import type { Context } from 'koa';", 'koa'),
      coreImport(CORE_FILE, "import { MikroORM } from '@mikro-orm/core';", '@mikro-orm/core'),
      coreImport(CORE_FILE, "import Stripe from 'stripe';", 'stripe'),
      coreImport(CORE_FILE, "import { useState } from 'react';", 'react'),
      coreImport(CORE_FILE, "import { injectable } from 'inversify';", 'inversify'),
      coreImport(CORE_FILE, "import zodiac from 'zodiac';", 'zodiac'),
      coreImport(CORE_FILE, "import { ed25519 } from '@noble/curves/ed25519.js';", '@noble/curves/ed25519.js'),
      coreImport(CORE_FILE, "import { X } from '@marketplace/adapters-memory/fixed-clock';", '@marketplace/adapters-memory/fixed-clock'),
      coreImport(CORE_FILE, "import { X } from '@marketplace/http/container';", '@marketplace/http/container'),
      coreImport(CORE_FILE, "import { Money } from '@marketplace/core/shared/domain/money';", '@marketplace/core/shared/domain/money'),
      coreImport(CORE_FILE, "export { default } from 'koa';", 'koa'),
      coreImport(CORE_FILE, "export * from 'koa';", 'koa'),
      coreImport(CORE_FILE, "const Koa = await import('koa');", 'koa'),
      coreImport(CORE_FILE, 'const Koa = await import(`koa`);', 'koa'),
      coreImport(CORE_FILE, "const Koa = require('koa');", 'koa'),
      coreImport(CORE_FILE, "import fs = require('node:fs');", 'node:fs'),
      coreImport(CORE_FILE, "type Ctx = import('koa').Context;", 'koa'),
      {
        name: "core's tests may not import apps either",
        filename: CORE_TEST_FILE,
        code: "import { buildApp } from '@marketplace/http/app';",
        errors: [
          {
            message:
              "nothing imports an app: core/test may not import apps/http (found '@marketplace/http/app'); only storefront and business-portal may import web-common, and the cli the http app's composition root (container, tokens)",
          },
        ],
      },
      {
        name: 'a relative path that leaves core',
        filename: CORE_FILE,
        code: "import { X } from '../../../../adapters/memory/src/fixed-clock.js';",
        errors: [
          {
            message:
              "core may import only zod, @noble/hashes and its own files (found '../../../../adapters/memory/src/fixed-clock.js', which leads out of core)",
          },
        ],
      },
      coreEscape(CORE_FILE, "import { X } from '../../../../apps/http/src/container.js';", '../../../../apps/http/src/container.js'),
      coreEscape(CORE_FILE, "import pkg from '../../../../package.json';", '../../../../package.json'),
      coreEscape(CORE_FILE, "import { X } from '../../../../../elsewhere.js';", '../../../../../elsewhere.js'),
      coreEscape(CORE_FILE, "import { X } from '/etc/passwd';", '/etc/passwd'),
      coreEscape(CORE_FILE, "const X = await import('../../../../tests/helpers.js');", '../../../../tests/helpers.js'),
      {
        name: 'every offending import in a file is reported where it is',
        filename: CORE_FILE,
        code: "import { z } from 'zod';\nimport Koa from 'koa';\nimport { readFileSync } from 'node:fs';\n",
        errors: [
          { messageId: 'coreImport', data: { specifier: 'koa' }, line: 2, column: 17, endColumn: 22 },
          { messageId: 'coreImport', data: { specifier: 'node:fs' }, line: 3, column: 30, endColumn: 39 },
        ],
      },
    ],
  });
});

describe('adapters may not import apps', () => {
  runCases({
    valid: [
      { filename: ADAPTER_FILE, code: "import { Deal } from '@marketplace/core/deals/domain/deal';" },
      { filename: ADAPTER_FILE, code: "import { randomUUID } from 'node:crypto';" },
      { filename: ADAPTER_FILE, code: "import { FixedClock } from './fixed-clock.js';" },
      { filename: ADAPTER_FILE, code: "import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';" },
      { filename: ADAPTER_FILE, code: "import { Deal } from '../../../core/src/deals/domain/deal.js';" },
      { filename: 'adapters/stripe/src/stripe-payment.gateway.ts', code: "import Stripe from 'stripe';" },
      { filename: 'adapters/mikro-orm/src/mikro-orm-deal.repository.ts', code: "import { defineEntity } from '@mikro-orm/core';" },
    ],
    invalid: [
      {
        name: 'the message names the offending import',
        filename: ADAPTER_FILE,
        code: "import { createServer } from '@marketplace/http/server';",
        errors: [{ message: "adapters may not import apps (found '@marketplace/http/server')" }],
      },
      adapterImportsApp(ADAPTER_FILE, "import { run } from '@marketplace/cli/main';", '@marketplace/cli/main'),
      adapterImportsApp(ADAPTER_FILE, "import { App } from '@marketplace/storefront/app';", '@marketplace/storefront/app'),
      adapterImportsApp(ADAPTER_FILE, "import { App } from '@marketplace/business-portal/app';", '@marketplace/business-portal/app'),
      adapterImportsApp(ADAPTER_FILE, "import { theme } from '@marketplace/web-common/theme/theme';", '@marketplace/web-common/theme/theme'),
      adapterImportsApp(ADAPTER_FILE, "import http from '@marketplace/http';", '@marketplace/http'),
      adapterImportsApp(ADAPTER_FILE, "import { X } from '../../../apps/http/src/container.js';", '../../../apps/http/src/container.js'),
      adapterImportsApp(ADAPTER_FILE, "export { X } from '@marketplace/http/container';", '@marketplace/http/container'),
      adapterImportsApp(ADAPTER_FILE, "export * from '@marketplace/http/container';", '@marketplace/http/container'),
      adapterImportsApp(ADAPTER_FILE, "const m = await import('@marketplace/http/container');", '@marketplace/http/container'),
      adapterImportsApp(ADAPTER_FILE, "const m = require('@marketplace/cli/main');", '@marketplace/cli/main'),
      adapterImportsApp('adapters/stripe/src/webhook.ts', "import type { Context } from '@marketplace/http/context';", '@marketplace/http/context'),
    ],
  });
});

describe('the web apps may not import adapters', () => {
  runCases({
    valid: [
      { filename: STOREFRONT_FILE, code: "import { sliderDiscount } from '@marketplace/core/deals/domain/slider-pricing';" },
      { filename: STOREFRONT_FILE, code: "import { useState } from 'react';" },
      { filename: STOREFRONT_FILE, code: "import { DealPrice } from './deal-price.js';" },
      { filename: PORTAL_FILE, code: "import { dealSchema } from '@marketplace/core/deals/domain/deal.schema';" },
      { filename: WEB_COMMON_FILE, code: "import { loginSchema } from '@marketplace/core/accounts/domain/login.schema';" },
      {
        name: 'JSX in .tsx files parses',
        filename: STOREFRONT_FILE,
        code: "import { Badge } from '@marketplace/web-common/ui/badge';\nexport const Card = () => <Badge />;",
      },
    ],
    invalid: [
      {
        name: 'the message names the offending import',
        filename: STOREFRONT_FILE,
        code: "import { InMemoryDealRepository } from '@marketplace/adapters-memory/in-memory-deal.repository';",
        errors: [
          {
            message:
              "the web apps (storefront, business-portal, web-common) may not import adapters (found '@marketplace/adapters-memory/in-memory-deal.repository')",
          },
        ],
      },
      webAppImportsAdapter(STOREFRONT_FILE, "import gateway from '@marketplace/adapters-stripe';", '@marketplace/adapters-stripe'),
      webAppImportsAdapter(STOREFRONT_FILE, "import { X } from '../../../../../../adapters/memory/src/fixed-clock.js';", '../../../../../../adapters/memory/src/fixed-clock.js'),
      webAppImportsAdapter(PORTAL_FILE, "import { X } from '@marketplace/adapters-mikro-orm/mikro-orm-deal.repository';", '@marketplace/adapters-mikro-orm/mikro-orm-deal.repository'),
      webAppImportsAdapter(PORTAL_FILE, "const m = await import('@marketplace/adapters-demo-payments/demo-payment.gateway');", '@marketplace/adapters-demo-payments/demo-payment.gateway'),
      webAppImportsAdapter(WEB_COMMON_FILE, "const m = require('@marketplace/adapters-memory/fixed-clock');", '@marketplace/adapters-memory/fixed-clock'),
      webAppImportsAdapter(WEB_COMMON_FILE, "export { FixedClock } from '@marketplace/adapters-memory/fixed-clock';", '@marketplace/adapters-memory/fixed-clock'),
    ],
  });
});

describe('nothing imports an app, except storefront and business-portal importing web-common and the cli the composition root', () => {
  runCases({
    valid: [
      { filename: STOREFRONT_FILE, code: "import { useSession } from '@marketplace/web-common/session/use-session';" },
      { filename: PORTAL_FILE, code: "import { Toasts } from '@marketplace/web-common/ui/toasts';" },
      { filename: PORTAL_FILE, code: "import { X } from '../../../../../web-common/src/ui/toasts.js';" },
      { filename: HTTP_FILE, code: "import { InMemoryDealRepository } from '@marketplace/adapters-memory/in-memory-deal.repository';" },
      { filename: HTTP_FILE, code: "import Koa from 'koa';" },
      { filename: HTTP_FILE, code: "import { buildContainer } from '@marketplace/http/container';" },
      { filename: HTTP_FILE, code: "import { buildContainer } from '../container.js';" },
      { filename: CLI_FILE, code: "import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';" },
      { filename: CLI_FILE, code: "import { Command } from 'commander';" },
      { name: 'the cli takes its parts from the composition root', filename: CLI_FILE, code: "import { createContainer } from '@marketplace/http/container';" },
      { filename: CLI_FILE, code: "import { TOKENS } from '@marketplace/http/tokens';" },
      { filename: CLI_FILE, code: "const { createContainer } = await import('@marketplace/http/container');" },
      { filename: CLI_FILE, code: "import { TOKENS } from '../../../http/src/tokens.js';" },
      { filename: WEB_COMMON_FILE, code: "import { theme } from '@marketplace/web-common/theme/theme';" },
      {
        name: 'files outside core, adapters and apps are not checked (cross-package tests import apps)',
        filename: 'tests/api/deals.api.test.ts',
        code: "import { buildApp } from '@marketplace/http/app';\nimport { FixedClock } from '@marketplace/adapters-memory/fixed-clock';",
      },
      { filename: 'tools/eslint-plugin-architecture/index.js', code: "import koa from 'koa';" },
      { name: 'a file without a name is not checked', code: "import koa from 'koa';" },
    ],
    invalid: [
      {
        name: 'the message names both apps',
        filename: CLI_FILE,
        code: "import { createApp } from '@marketplace/http/app';",
        errors: [
          {
            message:
              "nothing imports an app: apps/cli may not import apps/http (found '@marketplace/http/app'); only storefront and business-portal may import web-common, and the cli the http app's composition root (container, tokens)",
          },
        ],
      },
      appImportsApp(CLI_FILE, "import { X } from '../../../http/src/server.js';", '../../../http/src/server.js', 'cli', 'http'),
      appImportsApp(CLI_FILE, "const m = await import('@marketplace/http/routes/auth.router');", '@marketplace/http/routes/auth.router', 'cli', 'http'),
      appImportsApp(CLI_FILE, "const m = require('@marketplace/http/config');", '@marketplace/http/config', 'cli', 'http'),
      appImportsApp(CLI_FILE, "import { X } from '@marketplace/http/container-helpers';", '@marketplace/http/container-helpers', 'cli', 'http'),
      appImportsApp(STOREFRONT_FILE, "import { TOKENS } from '@marketplace/http/tokens';", '@marketplace/http/tokens', 'storefront', 'http'),
      appImportsApp(HTTP_FILE, "import { run } from '@marketplace/cli/main';", '@marketplace/cli/main', 'http', 'cli'),
      appImportsApp(HTTP_FILE, "import { App } from '@marketplace/storefront/app';", '@marketplace/storefront/app', 'http', 'storefront'),
      appImportsApp(HTTP_FILE, "import { theme } from '@marketplace/web-common/theme/theme';", '@marketplace/web-common/theme/theme', 'http', 'web-common'),
      appImportsApp(CLI_FILE, "import { theme } from '@marketplace/web-common/theme/theme';", '@marketplace/web-common/theme/theme', 'cli', 'web-common'),
      appImportsApp(STOREFRONT_FILE, "import { App } from '@marketplace/business-portal/app';", '@marketplace/business-portal/app', 'storefront', 'business-portal'),
      appImportsApp(PORTAL_FILE, "import { App } from '@marketplace/storefront/app';", '@marketplace/storefront/app', 'business-portal', 'storefront'),
      appImportsApp(STOREFRONT_FILE, "import { routes } from '@marketplace/http/routes';", '@marketplace/http/routes', 'storefront', 'http'),
      appImportsApp(WEB_COMMON_FILE, "import { App } from '@marketplace/storefront/app';", '@marketplace/storefront/app', 'web-common', 'storefront'),
      appImportsApp(WEB_COMMON_FILE, "export * from '../../../business-portal/src/app.js';", '../../../business-portal/src/app.js', 'web-common', 'business-portal'),
    ],
  });
});

describe('where a file lives: repository root, fixture roots, the root option', () => {
  runCases({
    valid: [
      { filename: 'tests/architecture/fixtures/core/src/good.ts', code: "import { z } from 'zod';\nimport { toCents } from './sibling.js';" },
      { filename: 'tests/architecture/fixtures/apps/storefront/src/good.ts', code: "import { apiClient } from '@marketplace/web-common/api/api-client';" },
      {
        name: 'a fixture-like folder that is not a fixture root is not a layer',
        filename: 'tests/other/fixtures/core/src/bad.ts',
        code: "import Koa from 'koa';",
      },
      {
        name: 'a file outside the configured root is not checked',
        filename: '/elsewhere/core/src/bad.ts',
        code: "import Koa from 'koa';",
        options: [{ root: '/repo' }],
      },
    ],
    invalid: [
      coreImport('tests/architecture/fixtures/core/src/bad-import.ts', "import Koa from 'koa';", 'koa'),
      coreEscape('tests/architecture/fixtures/core/src/bad-import.ts', "import { X } from '../../adapters/memory/src/x.js';", '../../adapters/memory/src/x.js'),
      adapterImportsApp('tests/architecture/fixtures/adapters/memory/src/bad.ts', "import { createServer } from '@marketplace/http/server';", '@marketplace/http/server'),
      webAppImportsAdapter('tests/architecture/fixtures/apps/storefront/src/bad.ts', "import { X } from '@marketplace/adapters-memory/x';", '@marketplace/adapters-memory/x'),
      {
        ...coreImport('/repo/core/src/money.ts', "import Koa from 'koa';", 'koa'),
        name: 'the root option sets the repository root',
        options: [{ root: '/repo' }],
      },
      {
        ...coreImport('/repo/examples/core/src/money.ts', "import Koa from 'koa';", 'koa'),
        name: 'the fixtureRoots option adds roots laid out like the repository',
        options: [{ root: '/repo', fixtureRoots: ['examples'] }],
      },
    ],
  });
});
