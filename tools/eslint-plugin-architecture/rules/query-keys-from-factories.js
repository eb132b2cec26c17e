/**
 * STYLE.md: query keys only from `queryOptions` factories. A key written as an array is allowed
 * only as the `queryKey` of a `queryOptions({...})` call (the endpoint file's factory); everywhere
 * else (an invalidation, `setQueryData`, a `useQuery` option) the key comes from a factory:
 * `xQueryOptions().queryKey` or a key function exported by the endpoint file.
 */

/** QueryClient methods whose first argument is a query key. */
const KEY_FIRST_METHODS = new Set(['setQueryData', 'getQueryData', 'getQueryState', 'ensureQueryData', 'fetchQuery', 'prefetchQuery']);

/**
 * @param {any} node
 * @returns {boolean} whether the node is a `queryOptions(...)` or `infiniteQueryOptions(...)` call
 */
function isQueryOptionsCall(node) {
  return (
    node?.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    (node.callee.name === 'queryOptions' || node.callee.name === 'infiniteQueryOptions')
  );
}

/**
 * @param {any} node a Property
 * @returns {boolean} whether the property's object is the options passed to `queryOptions(...)`
 */
function inQueryOptions(node) {
  const object = node.parent;
  return object?.type === 'ObjectExpression' && isQueryOptionsCall(object.parent) && object.parent.arguments[0] === object;
}

/** @type {import('eslint').Rule.RuleModule} */
const queryKeysFromFactories = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys only from queryOptions factories, never an array typed in place' },
    schema: [],
    messages: {
      literalKey:
        "a query key typed in place: use the endpoint file's factory (xQueryOptions().queryKey or its exported key function); only queryOptions({ queryKey }) in the endpoint file spells a key out",
    },
  },

  create(context) {
    return {
      /** @param {any} node */
      Property(node) {
        if (node.key.type !== 'Identifier' || node.key.name !== 'queryKey') return;
        if (node.value.type === 'ArrayExpression' && !inQueryOptions(node)) context.report({ node: node.value, messageId: 'literalKey' });
      },
      /** @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (KEY_FIRST_METHODS.has(callee.property.name) && node.arguments[0]?.type === 'ArrayExpression') {
          context.report({ node: node.arguments[0], messageId: 'literalKey' });
        }
      },
    };
  },
};

export default queryKeysFromFactories;
