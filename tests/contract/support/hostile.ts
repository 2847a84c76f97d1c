import fc from 'fast-check';
import type { OpenApiDocument } from '../../../apps/api/src/contract';

/*
 * Bad input generated from openapi.yaml: for an operation, the schemas of its body, path, query and header
 * parameters, and from a VALID request of it, mutations that break it one way at a time — a missing required
 * field, a value of the wrong type, strings and numbers far beyond their limits, negative quantities, unknown
 * fields, SQL and HTML metacharacters, NUL bytes and lone surrogates, emoji and accents, hostile path segments,
 * query values and bearer tokens.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  maxLength?: number;
  maxItems?: number;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}

export interface OperationShape {
  operationId: string;
  method: string;
  /** "/events/{id}", without the /api prefix. */
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch']);

function follow<T extends object>(contract: OpenApiDocument, node: T): T {
  let current = node as T & { $ref?: string };
  while (current.$ref) {
    const target = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], contract) as T;
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest } as T & { $ref?: string };
  }
  return current;
}

/** Every operation of the contract with its parameters and JSON body schema ($refs followed). */
export function operationShapes(contract: OpenApiDocument): Map<string, OperationShape> {
  const shapes = new Map<string, OperationShape>();
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!httpMethods.has(method)) continue;
      const operation = raw as {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
      };
      shapes.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => follow(contract, parameter)),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return shapes;
}

/** The JSON types a schema admits (all of them when it does not say). */
function admittedTypes(contract: OpenApiDocument, schema: Schema | undefined): Set<string> {
  if (!schema) return new Set(['null', 'boolean', 'number', 'string', 'array', 'object']);
  const resolved = follow(contract, schema);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return new Set(alternatives.flatMap((option) => [...admittedTypes(contract, option)]));
  if (resolved.enum) return new Set(resolved.enum.map(jsonType));
  const types = resolved.type === undefined ? [] : [resolved.type].flat();
  if (types.length === 0) return admittedTypes(contract, undefined);
  return new Set(types.flatMap((type) => (type === 'integer' ? ['number'] : [type])));
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Strings attackers and unlucky users send. */
export const nastyStrings = [
  "'; drop table users; --",
  "' or '1'='1",
  '" or 1=1 --',
  '1; select pg_sleep(5)',
  '%%; \\\\ \\x00 $1 ${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '=HYPERLINK("http://evil.example","x")',
  '\u0000',
  'antes\u0000depois',
  '\ud800',
  'a\udfffb',
  '\ufeff\u200b\u202e',
  '🎫🔥👩🏽‍🎤',
  'São João — Forró ção ñ ü',
  '   ',
  '',
  '../../etc/passwd',
  '{"$gt": ""}',
  '__proto__',
];

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Far beyond any maxLength of the contract, below the body limit. */
const hugeText = (limit = 200): fc.Arbitrary<string> =>
  fc.integer({ min: limit + 1, max: 300_000 }).map((length) => 'x'.repeat(length));

const extremeNumbers = [
  -1,
  -100_000,
  -0.5,
  0.001,
  1.005,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
];

const JSON_TYPES = ['null', 'boolean', 'number', 'string', 'array', 'object'] as const;

/** A value of each JSON type, hostile where it can be. */
const valueOfType: Record<(typeof JSON_TYPES)[number], fc.Arbitrary<Json>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  string: hostileText,
  array: fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), hostileText), { maxKeys: 3 }),
};

const anyJson: fc.Arbitrary<Json> = fc.oneof(...JSON_TYPES.map((type) => valueOfType[type]));

/** A place in a valid body (property path) and the schema of what is there. */
interface Place {
  path: Array<string | number>;
  schema: Schema | undefined;
  /** Whether the place holds (or may hold) an object with declared properties. */
  object: boolean;
  array: boolean;
}

function places(
  contract: OpenApiDocument,
  value: Json | undefined,
  schema: Schema | undefined,
  path: Array<string | number> = [],
): Place[] {
  const resolved = schema ? follow(contract, schema) : undefined;
  const here: Place = {
    path,
    schema: resolved,
    object: !!resolved?.properties,
    array: resolved?.type === 'array' || Array.isArray(value),
  };
  const nested: Place[] = [];
  if (resolved?.properties) {
    const current = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
      string,
      Json
    >;
    for (const [key, child] of Object.entries(resolved.properties))
      nested.push(...places(contract, current[key], child, [...path, key]));
  }
  if (resolved?.items && Array.isArray(value) && value.length > 0)
    nested.push(...places(contract, value[0], resolved.items, [...path, 0]));
  return [here, ...nested];
}

export type BodyMutation =
  | { kind: 'remove'; at: Array<string | number> }
  | { kind: 'set'; at: Array<string | number>; why: string; value: Json }
  | { kind: 'unknownField'; at: Array<string | number>; key: string; value: Json };

/** Mutations of a valid body, drawn from its schema. */
export function bodyMutations(
  contract: OpenApiDocument,
  schema: Schema,
  valid: Json,
): fc.Arbitrary<BodyMutation> {
  const all = places(contract, valid, schema);
  const inner = all.filter((place) => place.path.length > 0);
  const objects = all.filter((place) => place.object);
  const arrays = all.filter((place) => place.array);
  const strings = all.filter((place) => admittedTypes(contract, place.schema).has('string'));
  const numbers = all.filter((place) => admittedTypes(contract, place.schema).has('number'));
  const set = (place: Place, why: string, value: Json): BodyMutation => ({
    kind: 'set',
    at: place.path,
    why,
    value,
  });

  // Places whose schema leaves out some JSON type: a value of one of those is drawn directly. Filtering any value
  // until one was of a type left out never ended at a place that admits them all (an untyped schema), and stalled
  // a CI run for 20 minutes with a worker at 100 % CPU.
  const typed = all.filter((place) =>
    JSON_TYPES.some((type) => !admittedTypes(contract, place.schema).has(type)),
  );
  const options: Array<fc.Arbitrary<BodyMutation>> = [
    fc
      .constantFrom(...objects)
      .chain((place) =>
        fc
          .tuple(
            fc.constantFrom('__proto__', 'constructor', 'role', 'isAdmin', 'sold', 'status', '$where', 'zzz'),
            anyJson,
          )
          .map(([key, value]): BodyMutation => ({ kind: 'unknownField', at: place.path, key, value })),
      ),
  ];
  if (typed.length > 0)
    // A value of a type the schema does not admit (the whole body included: an array, a string, null...).
    options.push(
      fc.constantFrom(...typed).chain((place) => {
        const admitted = admittedTypes(contract, place.schema);
        const wrong = JSON_TYPES.filter((type) => !admitted.has(type));
        return fc
          .constantFrom(...wrong)
          .chain((type) => valueOfType[type])
          .map((value) => set(place, 'wrong type', value));
      }),
    );
  if (inner.length > 0)
    options.push(
      fc.constantFrom(...inner).map((place): BodyMutation => ({ kind: 'remove', at: place.path })),
    );
  if (strings.length > 0) {
    options.push(
      fc
        .constantFrom(...strings)
        .chain((place) => hostileText.map((text) => set(place, 'hostile text', text))),
    );
    options.push(
      fc
        .constantFrom(...strings)
        .chain((place) =>
          hugeText(place.schema?.maxLength).map((text) => set(place, `huge text (${text.length})`, text)),
        ),
    );
  }
  if (numbers.length > 0)
    options.push(
      fc
        .constantFrom(...numbers)
        .chain((place) =>
          fc.constantFrom(...extremeNumbers).map((number) => set(place, 'extreme number', number)),
        ),
    );
  if (arrays.length > 0)
    options.push(
      fc.constantFrom(...arrays).chain((place) =>
        fc.oneof(
          fc.constant(set(place, 'empty list', [])),
          fc.integer({ min: (place.schema?.maxItems ?? 1000) + 1, max: 3000 }).map((count) =>
            set(
              place,
              `huge list (${count})`,
              Array.from({ length: count }, () => 1),
            ),
          ),
        ),
      ),
    );
  return fc.oneof(...options);
}

/** The body with the mutation applied (a deep copy). */
export function applyBodyMutation(valid: Json, mutation: BodyMutation): Json {
  const copy = structuredClone(valid);
  const target = (path: Array<string | number>) =>
    path.reduce<Json>((node, key) => {
      const record = node as Record<string | number, Json>;
      record[key] ??= {};
      return record[key];
    }, copy);
  if (mutation.at.length === 0 && mutation.kind === 'set') return mutation.value;
  if (mutation.kind === 'unknownField') {
    const node = mutation.at.length === 0 ? copy : target(mutation.at);
    if (node && typeof node === 'object' && !Array.isArray(node))
      Object.defineProperty(node, mutation.key, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  const parent = target(mutation.at.slice(0, -1)) as Record<string | number, Json>;
  const key = mutation.at[mutation.at.length - 1]!;
  if (mutation.kind === 'remove') delete parent[key];
  else parent[key] = mutation.value;
  return copy;
}

export type RequestMutation =
  | { part: 'body'; mutation: BodyMutation }
  | { part: 'path'; name: string; segment: string }
  | { part: 'query'; name: string; value: string }
  | { part: 'header'; name: string; value: string };

/** Path segments: encoded hostile text, raw percent garbage, traversal, and ids far too long. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  // encodeURIComponent throws on a lone surrogate (a UTF-8 round trip replaces it); its raw bytes are listed below.
  hostileText.map((text) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'))),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    '%C0%AF',
    '..%2F..%2Fetc',
    '%00',
    '-1',
    '0',
    'null',
    'undefined',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 129, max: 600 }).map((length) => 'a'.repeat(length)),
);

const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileText,
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    'NaN',
    'Infinity',
    '2024-13-45',
    '2024-02-30',
    '0000-00-00',
    '9999-12-31',
    'true',
    '[]',
    '{}',
  ),
  hugeText(200).map((text) => text.slice(0, 5000)),
);

/** ASCII only: header values are Latin-1 on the wire. */
const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Basic YTpi',
    "bearer ' or 1=1 --",
    'Bearer <script>',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => text.replace(/[\r\n\0]/g, '')),
  fc.integer({ min: 300, max: 8000 }).map((length) => `Bearer ${'x'.repeat(length)}`),
);

/** Every way of breaking one valid request of `shape`. */
export function requestMutations(
  contract: OpenApiDocument,
  shape: OperationShape,
  validBody: Json | undefined,
): fc.Arbitrary<RequestMutation> {
  const options: Array<fc.Arbitrary<RequestMutation>> = [
    fc
      .tuple(fc.constantFrom('authorization', 'asaas-access-token'), hostileHeaderValue)
      .map(([name, value]): RequestMutation => ({ part: 'header', name, value })),
  ];
  const queryNames = shape.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  options.push(
    fc
      .tuple(fc.constantFrom(...queryNames, 'zzz'), hostileQueryValue)
      .map(([name, value]): RequestMutation => ({ part: 'query', name, value })),
  );
  const pathNames = shape.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => parameter.name);
  if (pathNames.length > 0)
    options.push(
      fc
        .tuple(fc.constantFrom(...pathNames), hostileSegment)
        .map(([name, segment]): RequestMutation => ({ part: 'path', name, segment })),
    );
  if (shape.body && validBody !== undefined) {
    const body = bodyMutations(contract, shape.body, validBody).map((mutation): RequestMutation => ({
      part: 'body',
      mutation,
    }));
    // The body is where most of the surface is: weigh it accordingly.
    options.push(body, body, body);
  }
  return fc.oneof(...options);
}

export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The valid request with one mutation applied. */
export function applyRequestMutation(
  shape: OperationShape,
  valid: { method: string; url: string; headers: Record<string, string>; payload?: Json },
  mutation: RequestMutation,
): RawRequest {
  const headers = { ...valid.headers };
  let url = valid.url;
  let payload = valid.payload;
  switch (mutation.part) {
    case 'body':
      payload = applyBodyMutation(payload ?? {}, mutation.mutation);
      break;
    case 'header':
      headers[mutation.name] = mutation.value;
      break;
    case 'query': {
      const [base, search = ''] = url.split('?');
      const query = new URLSearchParams(search);
      query.set(mutation.name, mutation.value);
      url = `${base}?${query}`;
      break;
    }
    case 'path': {
      const template = `/api${shape.path}`.split('/');
      const segments = url.split('?')[0]!.split('/');
      const index = template.indexOf(`{${mutation.name}}`);
      segments[index] = mutation.segment;
      url = segments.join('/') + (url.includes('?') ? `?${url.split('?')[1]}` : '');
      break;
    }
  }
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  return {
    method: valid.method,
    url,
    headers,
    // A multipart body (POST /uploads) goes as it is; its fields are mutated nowhere else.
    ...(payload === undefined
      ? {}
      : { payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) }),
  };
}
