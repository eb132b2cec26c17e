// Unit proof of architecture/no-cross-feature-imports (STYLE.md, bulletproof-react): a web app's
// feature imports its own files, the app's shared folders, web-common and core, never another
// feature. `filename` places the code in the repository, as in dependency-rule.test.ts.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import architecture from '../../tools/eslint-plugin-architecture/index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = architecture.rules['no-cross-feature-imports'];
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

type Cases = Pick<Parameters<RuleTester['run']>[2], 'valid' | 'invalid'>;

// One call near the top of the file: RuleTester guesses a failing case's line from its caller
// (see dependency-rule.test.ts).
function runCases(cases: Cases): void {
  ruleTester.run('no-cross-feature-imports', rule, {
    assertionOptions: { requireMessage: true, requireData: 'error' },
    ...cases,
  });
}

const PROFILE_FILE = 'apps/storefront/src/features/profile/components/my-deals.tsx';
const PROFILE_API_FILE = 'apps/storefront/src/features/profile/api/redeem-purchase.ts';
const SCAN_FILE = 'apps/business-portal/src/features/scan-codes/api/redeem-code.ts';

function crossFeature(filename: string, code: string, specifier: string, from: string, to: string): RuleTester.InvalidTestCase {
  return { filename, code, errors: [{ messageId: 'crossFeature', data: { specifier, from, to } }] };
}

describe('a feature imports its own files, shared folders, web-common and core', () => {
  runCases({
    valid: [
      { filename: PROFILE_FILE, code: "import { useRedeemPurchase } from '../api/redeem-purchase.js';" },
      { filename: PROFILE_FILE, code: "import { badgeProgressFrom } from './badge-progress.js';" },
      { filename: PROFILE_API_FILE, code: "import { myPurchasesQueryOptions } from '../../../api/get-my-purchases.js';" },
      { filename: PROFILE_FILE, code: "import { DealImage } from '../../../components/deal-image.js';" },
      { filename: PROFILE_FILE, code: "import { pricingRules } from '../../../lib/deal-pricing.js';" },
      { filename: PROFILE_FILE, code: "import { apiFetch } from '@marketplace/web-common/api/api-client';" },
      { filename: PROFILE_FILE, code: "import { formatUsd } from '@marketplace/core/shared/domain/money';" },
      { filename: PROFILE_FILE, code: "import { useState } from 'react';" },
      { filename: SCAN_FILE, code: "import { businessDealsKey } from '../../../api/get-business-deals.js';" },
      {
        name: 'routes compose features: a file outside features/ may import any of them',
        filename: 'apps/storefront/src/app/routes/checkout.tsx',
        code: "import { useDeals } from '../../features/deals/api/get-deals.js';\nimport { Checkout } from '../../features/checkout/components/checkout-view.js';",
      },
      {
        name: 'a feature whose name starts like another is still itself',
        filename: 'apps/storefront/src/features/deals/components/deal-card.tsx',
        code: "import { DealGrid } from './deal-grid.js';",
      },
      { name: 'files outside apps are not checked', filename: 'tests/web/storefront/my-deals.test.tsx', code: "import { x } from '../../../apps/storefront/src/features/deals/api/get-deal.js';" },
      { name: 'a file without a name is not checked', code: "import { x } from '../deals/api/get-deal.js';" },
    ],
    invalid: [
      {
        name: 'the message names both features and the way out',
        filename: PROFILE_FILE,
        code: "import { DealImage } from '../../deals/components/deal-image.js';",
        errors: [
          {
            message:
              "features/profile may not import features/deals (found '../../deals/components/deal-image.js'); move what both need to the app's src/api, src/components or src/lib, or to web-common",
          },
        ],
      },
      crossFeature(PROFILE_API_FILE, "import { useDeal } from '../../deals/api/get-deal.js';", '../../deals/api/get-deal.js', 'profile', 'deals'),
      crossFeature(PROFILE_FILE, "import type { Deal } from '../../deals/types.js';", '../../deals/types.js', 'profile', 'deals'),
      crossFeature(PROFILE_FILE, "export { DealGrid } from '../../deals/components/deal-grid.js';", '../../deals/components/deal-grid.js', 'profile', 'deals'),
      crossFeature(PROFILE_FILE, "const m = await import('../../checkout/components/stripe-payment.js');", '../../checkout/components/stripe-payment.js', 'profile', 'checkout'),
      crossFeature(PROFILE_FILE, "type D = import('../../deals/api/get-deal.js').Deal;", '../../deals/api/get-deal.js', 'profile', 'deals'),
      crossFeature(PROFILE_FILE, "import { x } from '@marketplace/storefront/features/deals/api/get-deal';", '@marketplace/storefront/features/deals/api/get-deal', 'profile', 'deals'),
      crossFeature(SCAN_FILE, "import { businessDealsKey } from '../../dashboard/api/business-deals.js';", '../../dashboard/api/business-deals.js', 'scan-codes', 'dashboard'),
      crossFeature(
        'apps/business-portal/src/features/deal-forms/components/form-kit.tsx',
        "import { Page } from '../../../../../storefront/src/features/marketing/components/marketing.js';",
        '../../../../../storefront/src/features/marketing/components/marketing.js',
        'deal-forms',
        'marketing',
      ),
      crossFeature(
        'tests/architecture/fixtures/apps/storefront/src/features/profile/bad-cross-feature.ts',
        "import { useDeal } from '../deals/api/get-deal.js';",
        '../deals/api/get-deal.js',
        'profile',
        'deals',
      ),
    ],
  });
});
