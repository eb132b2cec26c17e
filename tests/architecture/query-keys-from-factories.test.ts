// Unit proof of architecture/query-keys-from-factories (STYLE.md: query keys only from queryOptions
// factories): an array key is written once, in the endpoint file's queryOptions({ queryKey }).
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import architecture from '../../tools/eslint-plugin-architecture/index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = architecture.rules['query-keys-from-factories'];
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

type Cases = Pick<Parameters<RuleTester['run']>[2], 'valid' | 'invalid'>;

// One call near the top of the file: RuleTester guesses a failing case's line from its caller
// (see dependency-rule.test.ts).
function runCases(cases: Cases): void {
  ruleTester.run('query-keys-from-factories', rule, {
    assertionOptions: { requireMessage: true },
    ...cases,
  });
}

const literalKey = (code: string): RuleTester.InvalidTestCase => ({ code, errors: [{ messageId: 'literalKey' }] });

describe('query keys come from the endpoint files’ factories', () => {
  runCases({
    valid: [
      "export const statsQueryOptions = () => queryOptions({ queryKey: ['business', 'stats'], queryFn: getStats });",
      'export const dealsQueryOptions = (filters) => queryOptions({ queryKey: [...dealsKey(), filters], queryFn: () => getDeals(filters) });',
      "export const dealsKey = () => ['business', 'deals'] as const;",
      "export const pagesQueryOptions = () => infiniteQueryOptions({ queryKey: ['pages'], queryFn: getPage, initialPageParam: 1, getNextPageParam: () => 2 });",
      'queryClient.invalidateQueries({ queryKey: statsQueryOptions().queryKey });',
      'queryClient.invalidateQueries({ queryKey: dealsKey() });',
      'queryClient.setQueryData(currentAccountQueryOptions().queryKey, account);',
      'useQuery({ ...statsQueryOptions(), enabled: false });',
      "const columns = { queryKey: 'not an array' };",
    ],
    invalid: [
      {
        name: 'the message says where the key comes from',
        code: "queryClient.invalidateQueries({ queryKey: ['business', 'stats'] });",
        errors: [
          {
            message:
              "a query key typed in place: use the endpoint file's factory (xQueryOptions().queryKey or its exported key function); only queryOptions({ queryKey }) in the endpoint file spells a key out",
          },
        ],
      },
      literalKey("queryClient.setQueriesData({ queryKey: ['admin', 'businesses'] }, update);"),
      literalKey("queryClient.removeQueries({ queryKey: ['session'] });"),
      literalKey("queryClient.setQueryData(['session', 'current-account'], account);"),
      literalKey("queryClient.getQueryData(['config']);"),
      literalKey("queryClient.getQueryState(['business', 'stats']);"),
      literalKey("useQuery({ queryKey: ['config'], queryFn: getConfig });"),
      literalKey("const options = { queryKey: ['config'], queryFn: getConfig }; queryOptions(options);"),
      literalKey("queryOptions({ queryFn: getConfig, meta: { queryKey: ['config'] } });"),
    ],
  });
});
