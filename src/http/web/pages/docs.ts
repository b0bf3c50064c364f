import { html, type Html } from '../html.js';

type Json = Record<string, unknown>;

interface Row {
  name: string;
  type: Html | string;
  required: boolean;
  description: string;
}

/** A readable page of the OpenAPI document: operations by tag, their parameters, bodies, responses and errors. */
export function docsBody(doc: Json): Html {
  const info = doc.info as Json;
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const tags = doc.tags as Array<{ name: string; description: string }>;
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const schemes = (doc.components as Json).securitySchemes as Record<string, Json>;
  const ops = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  // Each tag with its anchor and operations, for the contents and for the sections.
  const groups = tags.map((t) => ({ ...t, id: `tag-${slugify(t.name)}`, ops: ops.filter((o) => (o.op.tags as string[])[0] === t.name) }));
  const toolSchemas = Object.keys(schemas).filter((k) => k.startsWith('params.'));
  const otherSchemas = Object.keys(schemas).filter((k) => !k.startsWith('params.'));
  return html`<h1>${String(info.title)} <span class="muted">v${String(info.version)}</span></h1>
<p class="lead">${prose(info.description)}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${String(doc.openapi)}). Base URL: <code>${String((doc.servers as Json[])[0]?.url ?? '')}</code>.</p>
<h2 id="auth">Authentication</h2>
<dl class="defs">${Object.entries(schemes).map(
    ([name, s]) => html`<dt><code>${name}</code></dt><dd>${describeScheme(s)}</dd>`,
  )}</dl>
<nav class="toc" aria-labelledby="toc-title">
  <h2 id="toc-title">Contents</h2>
  <ul>${groups.map(
    (g) => html`<li><a href="#${g.id}">${g.name}</a><ul>${g.ops.map(
      (o) => html`<li><a href="#op-${String(o.op.operationId)}"><span class="method">${o.method.toUpperCase()}</span> ${o.path}</a></li>`,
    )}</ul></li>`,
  )}<li><a href="#schemas">Schemas</a></li><li><a href="#tool-params">Tool parameters</a></li></ul>
</nav>
${groups.map(
    (g) => html`<section class="api-tag" aria-labelledby="${g.id}">
  <h2 id="${g.id}">${g.name}</h2>
  <p>${g.description}</p>
  ${g.ops.map((o) => operation(o.path, o.method, o.op, schemas))}
</section>`,
  )}
<section aria-labelledby="schemas">
  <h2 id="schemas">Schemas</h2>
  ${otherSchemas.map(
    (name) => html`<section class="schema" aria-labelledby="schema-${name}">
    <h3 id="schema-${name}">${name}</h3>
    ${schemas[name].description ? html`<p>${prose(schemas[name].description)}</p>` : ''}
    ${fieldTable(schemas[name], schemas)}
  </section>`,
  )}
</section>
<section aria-labelledby="tool-params">
  <h2 id="tool-params">Tool parameters</h2>
  <p>Send these as fields of POST /upload, POST /api/jobs or POST /api/v1/convert. A value out of range is answered 422 <code>invalid_params</code> naming the field.</p>
  ${toolSchemas.map(
    (name) => html`<details class="schema" id="schema-${name}">
    <summary><code>${name.slice('params.'.length)}</code> ${String(schemas[name].title ?? '')}</summary>
    <p>${prose(schemas[name].description)}</p>
    ${fieldTable(schemas[name], schemas)}
  </details>`,
  )}
</section>`;
}

function operation(path: string, method: string, op: Json, schemas: Record<string, Json>): Html {
  const params = (op.parameters ?? []) as Json[];
  const body = op.requestBody as Json | undefined;
  const responses = op.responses as Record<string, Json>;
  const security = (op.security ?? []) as Json[];
  return html`<article class="operation" aria-labelledby="op-${String(op.operationId)}">
  <h3 id="op-${String(op.operationId)}"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${path}</code></h3>
  <p>${prose(op.summary)}</p>
  ${op.description ? html`<p class="muted">${prose(op.description)}</p>` : ''}
  <p><strong>Auth:</strong> ${security.length === 0 ? 'none' : security.map((s, i) => html`${i > 0 ? ' or ' : ''}<code>${Object.keys(s)[0]}</code>`)}</p>
  ${
    params.length > 0
      ? html`<h4>Parameters</h4>${table(
          params.map((p) => ({
            name: `${String(p.name)} (${String(p.in)})`,
            type: typeOf(p.schema as Json),
            required: p.required === true,
            description: String(p.description ?? ''),
          })),
        )}`
      : ''
  }
  ${
    body
      ? html`<h4>Request body</h4>${Object.entries(body.content as Record<string, Json>).map(
          ([type, media]) => html`<p><code>${type}</code>: ${typeOf(media.schema as Json)}</p>`,
        )}${fieldTable(resolve((Object.values(body.content as Record<string, Json>)[0] as Json).schema as Json, schemas), schemas)}`
      : ''
  }
  <h4>Responses</h4>
  <div class="table-wrap"><table class="data">
    <thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead>
    <tbody>${Object.entries(responses).map(([status, r]) => {
      const content = r.content as Record<string, Json> | undefined;
      const codes = r['x-error-codes'] as string[] | undefined;
      return html`<tr><td><code>${status}</code></td><td>${
        codes ? html`<ul class="codes">${codes.map((c) => html`<li><code>${c}</code></li>`)}</ul>${prose(r.description)}` : prose(r.description)
      }</td><td>${content ? Object.entries(content).map(([type, m]) => html`<code>${type}</code> ${typeOf(m.schema as Json)}`) : '—'}</td></tr>`;
    })}</tbody>
  </table></div>
</article>`;
}

function fieldTable(schema: Json, schemas: Record<string, Json>): Html {
  const rows = flatten(resolve(schema, schemas), schemas, '', 0);
  return rows.length > 0 ? table(rows) : html``;
}

function flatten(schema: Json, schemas: Record<string, Json>, prefix: string, depth: number): Row[] {
  const props = schema.properties as Record<string, Json> | undefined;
  if (!props) return [];
  const required = new Set((schema.required ?? []) as string[]);
  const rows: Row[] = [];
  for (const [name, prop] of Object.entries(props)) {
    const full = prefix + name;
    rows.push({ name: full, type: typeOf(prop), required: required.has(name), description: describe(prop) });
    const inner = objectOf(prop, schemas);
    if (inner && depth < 1 && !prop.$ref) rows.push(...flatten(inner, schemas, `${full}.`, depth + 1));
  }
  return rows;
}

function objectOf(prop: Json, schemas: Record<string, Json>): Json | null {
  const resolved = resolve(prop, schemas);
  if (resolved.properties) return resolved;
  const any = (resolved.anyOf ?? resolved.oneOf) as Json[] | undefined;
  const obj = any?.map((s) => resolve(s, schemas)).find((s) => s.properties);
  return obj ?? null;
}

function resolve(schema: Json, schemas: Record<string, Json>): Json {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return schemas[ref.slice('#/components/schemas/'.length)] ?? schema;
  }
  return schema;
}

function describe(prop: Json): string {
  const parts: string[] = [];
  if (typeof prop.description === 'string') parts.push(prop.description);
  const range = [prop.minimum !== undefined ? `min ${String(prop.minimum)}` : '', prop.maximum !== undefined ? `max ${String(prop.maximum)}` : '']
    .filter(Boolean)
    .join(', ');
  if (range) parts.push(range);
  if (prop.default !== undefined) parts.push(`default ${JSON.stringify(prop.default)}`);
  return parts.join('. ');
}

function typeOf(schema: Json | undefined): Html {
  if (!schema) return html`any`;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return html`<a href="#schema-${name}">${name}</a>`;
  }
  if (schema.const !== undefined) return html`<code>${JSON.stringify(schema.const)}</code>`;
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    const shown = values.slice(0, 8).map((v) => String(v)).join(' | ');
    return html`one of <code>${shown}${values.length > 8 ? ` | … (${values.length})` : ''}</code>`;
  }
  const any = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Json[] | undefined;
  if (any) return html`${any.map((s, i) => html`${i > 0 ? (schema.allOf ? ' & ' : ' | ') : ''}${typeOf(s)}`)}`;
  if (schema.type === 'array') return html`array of ${typeOf(schema.items as Json | undefined)}`;
  if (Array.isArray(schema.type)) return html`${(schema.type as string[]).join(' | ')}`;
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return html`map of ${typeOf(schema.additionalProperties as Json)}`;
  }
  return html`${String(schema.type ?? 'any')}${schema.contentMediaType ? ` (${String(schema.contentMediaType)})` : ''}`;
}

function table(rows: Row[]): Html {
  return html`<div class="table-wrap"><table class="data params">
    <thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
    <tbody>${rows.map(
      (r) => html`<tr><td><code>${r.name}</code></td><td>${r.type}</td><td>${r.required ? 'yes' : 'no'}</td><td>${r.description}</td></tr>`,
    )}</tbody>
  </table></div>`;
}

function describeScheme(s: Json): string {
  const where = s.type === 'http' ? `HTTP ${String(s.scheme)} token` : `${String(s.name)} (${String(s.in)})`;
  return `${where}: ${String(s.description ?? '')}`;
}

/** Renders `code` spans of the document's descriptions; everything else stays escaped text. */
function prose(text: unknown): Html {
  const parts = String(text ?? '').split('`');
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part))}`;
}

function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
