// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (...segments: string[]) => readFileSync(path.resolve(repoRoot, ...segments), 'utf8');

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;
const STATE_REF = '#/components/parameters/State';
/** The calls DESIGN.md ("Contract") adds to the spec's §7. */
const DESIGN_ADDITIONS = [
  'POST /pagamento/asaas/webhook',
  'GET /health',
  'POST /pagamento/local/{paymentId}/confirm',
];

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: Json[];
  requestBody?: Json;
}

/** "GET /tickets/{code}/qr-rotating?r={counter}" → "GET /tickets/{}/qr-rotating": no query, no param names. */
function routeKey(method: string, route: string): string {
  const pathOnly = route.split('?')[0] ?? route;
  return `${method.toUpperCase()} ${pathOnly.replace(/\{[^}]*\}/g, '{}')}`;
}

/** The `| METHOD /path | ...` rows of a markdown section (from its heading to the next `## `). */
function tableRoutes(
  markdown: string,
  heading: RegExp,
): { method: string; route: string; cells: string[] }[] {
  const start = markdown.search(heading);
  if (start < 0) throw new Error(`heading ${heading} not found`);
  const rest = markdown.slice(start);
  const end = rest.slice(1).search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end + 1);
  const rows = [];
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    for (const cell of cells) {
      const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(cell);
      if (match) rows.push({ method: match[1]!, route: match[2]!, cells });
    }
  }
  return rows;
}

const spec = parse(read('openapi.yaml')) as {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
};

const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    key: routeKey(method, route),
    method: method.toUpperCase(),
    route,
    operation: item[method]!,
  })),
);
const contractKeys = new Set(operations.map((op) => op.key));

function resolve(node: unknown): unknown {
  if (node && typeof node === 'object' && '$ref' in node) {
    const pointer = String((node as { $ref: string }).$ref)
      .replace(/^#\//, '')
      .split('/');
    return resolve(pointer.reduce<unknown>((at, key) => (at as Json)[key], spec));
  }
  return node;
}

/** Paths (in the schema) of object schemas that would accept unknown fields. */
function openObjects(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  const node = resolve(schema) as Json | undefined;
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const found: string[] = [];
  const types = ([] as unknown[]).concat(node.type ?? []);
  if ((types.includes('object') || node.properties) && node.additionalProperties !== false) found.push(at);
  for (const [name, child] of Object.entries((node.properties as Json | undefined) ?? {})) {
    found.push(...openObjects(child, `${at}.${name}`, seen));
  }
  if (node.items) found.push(...openObjects(node.items, `${at}[]`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const child of (node[key] as unknown[] | undefined) ?? [])
      found.push(...openObjects(child, at, seen));
  }
  return found;
}

describe('openapi.yaml covers the product spec', () => {
  const specRoutes = tableRoutes(
    readFileSync(path.resolve(repoRoot, '../shared/spec/marketplace-spec.md'), 'utf8'),
    /^## 7\. /m,
  );

  it('reads the calls table of spec §7', () => {
    expect(specRoutes.length).toBeGreaterThanOrEqual(26);
  });

  it('has every call of spec §7, with the same method and path', () => {
    const missing = specRoutes
      .map((row) => routeKey(row.method, row.route))
      .filter((key) => !contractKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('has the calls DESIGN.md adds', () => {
    const design = readFileSync(path.resolve(repoRoot, '../shared/DESIGN.md'), 'utf8');
    for (const call of DESIGN_ADDITIONS) {
      expect(design, `DESIGN.md no longer mentions ${call}`).toContain(call.split(' ')[1]);
      expect(contractKeys, `openapi.yaml lacks ${call}`).toContain(
        routeKey(...(call.split(' ') as [string, string])),
      );
    }
  });
});

describe('openapi.yaml follows docs/architecture.md', () => {
  const table = tableRoutes(read('docs/architecture.md'), /^## Operation ids/m).map((row) => ({
    operationId: row.cells[0]!,
    key: routeKey(row.method, row.route),
  }));
  const byOperationId = new Map(table.map((row) => [row.operationId, row.key]));

  it('has every operation of the table', () => {
    expect(table.length).toBeGreaterThanOrEqual(29);
    expect(table.filter((row) => !contractKeys.has(row.key)).map((row) => row.key)).toEqual([]);
  });

  it.each(operations)('$method $route has the operationId the table gives it', ({ key, operation }) => {
    expect(operation.operationId).toBeDefined();
    expect(byOperationId.get(operation.operationId!)).toBe(key);
  });

  it.each(operations)('$method $route declares the State parameter', ({ operation }) => {
    expect((operation.parameters ?? []).map((parameter) => parameter.$ref)).toContain(STATE_REF);
  });

  it.each(operations.filter((op) => op.operation.requestBody && op.operation.operationId !== 'asaasWebhook'))(
    '$method $route refuses unknown fields in its body',
    ({ operation }) => {
      const body = resolve(operation.requestBody) as { content: Record<string, { schema: unknown }> };
      const open = Object.values(body.content).flatMap(({ schema }) => openObjects(schema, 'body'));
      expect(open).toEqual([]);
    },
  );
});
