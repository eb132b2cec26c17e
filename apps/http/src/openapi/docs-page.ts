/**
 * The OpenAPI document as one readable HTML page, rendered on the server: no script at all, so it
 * needs nothing the Content-Security-Policy forbids (inline styles are allowed).
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escape(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Prose of the document (descriptions use Markdown's backticks for code): escaped, code spans as <code>. */
function prose(text: unknown): string {
  return escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema in a compact TypeScript-like notation, components as links. */
export function schemaText(schema: unknown, indent = ''): string {
  if (!isObject(schema)) return 'unknown';
  if (typeof schema['$ref'] === 'string') {
    const name = schema['$ref'].split('/').pop() ?? '';
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  }
  const variants = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(variants)) return variants.map((variant) => schemaText(variant, indent)).join(' | ');
  if ('const' in schema) return escape(JSON.stringify(schema['const']));
  if (Array.isArray(schema['enum'])) return schema['enum'].map((value) => escape(JSON.stringify(value))).join(' | ');
  const types = Array.isArray(schema['type']) ? (schema['type'] as unknown[]) : [schema['type']];
  return types.map((type) => typeText(String(type), schema, indent)).join(' | ');
}

function typeText(type: string, schema: Json, indent: string): string {
  if (type === 'array') return `${schemaText(schema['items'], indent)}[]`;
  if (type !== 'object') return escape(type === 'undefined' ? 'any' : `${type}${schema['format'] ? ` (${String(schema['format'])})` : ''}`);
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
  const inner = `${indent}  `;
  const lines = Object.entries(properties).map(([key, value]) => {
    const note = isObject(value) && typeof value['description'] === 'string' ? ` <span class="note">// ${escape(value['description'])}</span>` : '';
    return `${inner}${escape(key)}${required.has(key) ? '' : '?'}: ${schemaText(value, inner)}${note}`;
  });
  if (schema['additionalProperties'] !== false) lines.push(`${inner}...`);
  return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
}

function contentText(content: unknown): string {
  if (!isObject(content)) return '';
  return Object.entries(content)
    .map(([type, media]) => `<div class="media">${escape(type)}</div><pre>${schemaText(isObject(media) ? media['schema'] : undefined)}</pre>`)
    .join('');
}

function parametersHtml(parameters: unknown): string {
  if (!Array.isArray(parameters) || parameters.length === 0) return '';
  const rows = parameters
    .filter(isObject)
    .map((parameter) => {
      const description = typeof parameter['description'] === 'string' ? parameter['description'] : '';
      return `<tr><td><code>${escape(parameter['name'])}</code></td><td>${escape(parameter['in'])}</td><td>${parameter['required'] ? 'required' : 'optional'}</td><td><code>${schemaText(parameter['schema'])}</code></td><td>${escape(description)}</td></tr>`;
    })
    .join('');
  return `<h4>Parameters</h4><table>${rows}</table>`;
}

function operationHtml(method: string, path: string, operation: Json): string {
  const secured = Array.isArray(operation['security']) && operation['security'].length > 0;
  const body = isObject(operation['requestBody']) ? `<h4>Body</h4>${contentText(operation['requestBody']['content'])}` : '';
  const responses = isObject(operation['responses']) ? operation['responses'] : {};
  const answers = Object.entries(responses)
    .map(([status, response]) => {
      const answer = isObject(response) ? response : {};
      return `<div class="response"><b>${escape(status)}</b> ${prose(answer['description'] ?? '')}${contentText(answer['content'])}</div>`;
    })
    .join('');
  return [
    `<section class="operation" id="${escape(`${method}-${path}`)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>${secured ? ' <span class="lock">session</span>' : ''}</h3>`,
    `<p>${prose(operation['summary'] ?? '')}</p>`,
    typeof operation['description'] === 'string' ? `<p class="note">${prose(operation['description'])}</p>` : '',
    parametersHtml(operation['parameters']),
    body,
    `<h4>Responses</h4>${answers}`,
    '</section>',
  ].join('');
}

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem 2rem; color: #1d2330; }
pre { background: #f4f6f9; padding: .5rem .75rem; overflow-x: auto; margin: .25rem 0 .75rem; }
code, pre { font: 13px/1.45 ui-monospace, monospace; }
.operation { border-top: 1px solid #dde2ea; padding: .5rem 0; }
.method { display: inline-block; min-width: 4.5em; text-align: center; border-radius: 4px; color: #fff; font-size: 13px; padding: 0 .4em; }
.get { background: #2b6cb0; } .post { background: #2f855a; } .patch { background: #b7791f; } .put { background: #6b46c1; } .delete { background: #c53030; }
.lock { font-size: 12px; border: 1px solid #b7791f; color: #8a5a12; border-radius: 4px; padding: 0 .4em; }
.note { color: #5a6475; } .media { font-size: 12px; color: #5a6475; }
table { border-collapse: collapse; } td { border: 1px solid #dde2ea; padding: .2rem .5rem; vertical-align: top; }
h4 { margin: .5rem 0 .25rem; }
`;

/** The whole page: operations by tag, then every component schema. */
export function renderDocsPage(document: Json): string {
  const info = isObject(document['info']) ? document['info'] : {};
  const paths = isObject(document['paths']) ? document['paths'] : {};
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag = Array.isArray(operation['tags']) ? String(operation['tags'][0]) : 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const components = isObject(document['components']) ? document['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  const description = typeof info['description'] === 'string' ? info['description'] : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escape(info['title'] ?? 'API')}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escape(info['title'] ?? 'API')} <small>${escape(info['version'] ?? '')}</small></h1>`,
    description.split('\n\n').map((paragraph) => `<p>${prose(paragraph)}</p>`).join(''),
    '<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>',
    `<nav>${[...byTag.keys()].map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join(' · ')} · <a href="#schemas">Schemas</a></nav>`,
    ...[...byTag].map(([tag, operations]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${operations.join('')}`),
    '<h2 id="schemas">Schemas</h2>',
    ...Object.entries(schemas).map(([name, schema]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3><pre>${schemaText(schema)}</pre>`),
    '</body></html>',
  ].join('\n');
}
