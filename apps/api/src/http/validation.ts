import type {
  FastifySchemaCompiler,
  RouteOptions,
  preValidationAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { isDay, parseDateTime } from '../lib/dates';
import { Ajv2020, addFormats, type AjvError, type AjvInstance, type AjvOptions } from '../lib/ajv';
import { HttpError, messages } from './errors';

/*
 * Request validation against the contract (OpenAPI 3.1, so JSON Schema 2020-12).
 * - Bodies are not coerced ("5" is not a number) and unknown fields are refused, not silently stripped: the
 *   contract's `additionalProperties: false` must reach the client as a 400.
 * - Query strings, path parameters and headers arrive as text, so they are coerced ("20" → 20).
 */
function createAjv(options: AjvOptions): AjvInstance {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    ...options,
  });
  addFormats(ajv);
  // Stricter than ajv-formats: what the API cannot store (a leap second, year 0000) is invalid input.
  ajv.addFormat('date-time', { type: 'string', validate: (text: string) => parseDateTime(text) !== null });
  ajv.addFormat('date', { type: 'string', validate: isDay });
  return ajv;
}

export function createValidatorCompiler(): FastifySchemaCompiler<object> {
  const bodyAjv = createAjv({ coerceTypes: false });
  const textAjv = createAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => {
    // fastify-openapi-glue may stamp the same placeholder `$id` on several schemas; Ajv refuses duplicate ids.
    const { $id: _id, ...withoutId } = schema as { $id?: string };
    return (httpPart === 'body' ? bodyAjv : textAjv).compile(withoutId);
  };
}

const requireBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined) throw new HttpError(400, messages.bodyRequired);
};

/**
 * `onRoute` hook: Fastify validates a body only when the request has a content type, so a POST without any body
 * would reach its handler unchecked. Every request body of the contract is required.
 */
export function requireDeclaredBody(route: RouteOptions): void {
  if (!(route.schema as { body?: unknown } | undefined)?.body) return;
  const hooks = route.preValidation;
  route.preValidation = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), requireBody];
}

/** NUL, and UTF-16 surrogates without their pair: PostgreSQL can store neither in text or jsonb. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * How deep request JSON may nest. The contract's deepest body is 4 levels; Asaas's webhook events about 4. A
 * body nested thousands deep would overflow the stack of JSON.stringify when a handler stores it (the webhook
 * keeps its payload): a 400 here instead of a 500 there.
 */
export const MAX_JSON_DEPTH = 32;

type BodyProblem = 'unstorable' | 'too-deep' | undefined;

/**
 * Whether any string (value or key) inside `value` is unstorable, or it nests deeper than MAX_JSON_DEPTH;
 * iterative, so no nesting depth overflows it.
 */
function bodyProblem(value: unknown): BodyProblem {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return 'unstorable';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'too-deep';
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return 'unstorable';
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Global `preValidation` hook: text the database cannot hold (a NUL character, a lone surrogate such as
 * "\ud800" in JSON) and JSON nested beyond MAX_JSON_DEPTH are a 400 here, instead of a 500 when PostgreSQL or
 * JSON.stringify refuses them in the middle of a handler.
 */
export const refuseUnstorableText: preValidationHookHandler = (request, _reply, done) => {
  // A callback, not an async function: it runs on every request, and a promise per request is measurable on the
  // waiting room's status (issue #28).
  const problem = bodyProblem(request.body) ?? bodyProblem(request.query) ?? bodyProblem(request.params);
  if (problem === 'unstorable') done(new HttpError(400, messages.invalidText));
  else if (problem === 'too-deep') done(new HttpError(400, messages.tooDeep(MAX_JSON_DEPTH)));
  else done();
};

const typeNames: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'nulo',
};

const formatNames: Record<string, string> = {
  email: 'um e-mail válido',
  uuid: 'um identificador (UUID) válido',
  'date-time': 'uma data e hora válida (ISO 8601)',
  date: 'uma data válida (AAAA-MM-DD)',
  time: 'um horário válido',
  uri: 'uma URL válida',
  url: 'uma URL válida',
};

const partNames: Record<string, { field: string; whole: string }> = {
  body: { field: 'o campo', whole: 'o corpo da requisição' },
  querystring: { field: 'o parâmetro', whole: 'os parâmetros da URL' },
  params: { field: 'o parâmetro', whole: 'os parâmetros do caminho' },
  headers: { field: 'o cabeçalho', whole: 'os cabeçalhos' },
};

/** "/attendees/0/email" → "attendees[0].email". */
function fieldPath(instancePath: string, child?: unknown): string {
  const segments = instancePath.split('/').slice(1);
  if (typeof child === 'string') segments.push(child);
  return segments
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, segment) =>
        /^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment,
      '',
    );
}

const plural = (count: unknown, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;
const list = (values: unknown) =>
  Array.isArray(values) ? values.map((value) => String(value)).join(', ') : '';

/** What is wrong, after "{subject} ": "é obrigatório", "deve ser um número"... */
function problem(error: AjvError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return 'é obrigatório';
    case 'additionalProperties':
      return 'não é permitido';
    case 'type': {
      const types = String(params.type).split(',');
      return `deve ser ${types.map((type) => typeNames[type] ?? type).join(' ou ')}`;
    }
    case 'format':
      return `deve ser ${formatNames[String(params.format)] ?? `no formato ${String(params.format)}`}`;
    case 'enum':
      return `deve ser um dos valores: ${list(params.allowedValues)}`;
    case 'const':
      return `deve ser ${String(params.allowedValue)}`;
    case 'minLength':
      return params.limit === 1
        ? 'não pode ficar vazio'
        : `deve ter pelo menos ${plural(params.limit, 'caractere', 'caracteres')}`;
    case 'maxLength':
      return `deve ter no máximo ${plural(params.limit, 'caractere', 'caracteres')}`;
    case 'minimum':
      return `deve ser maior ou igual a ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `deve ser maior que ${String(params.limit)}`;
    case 'maximum':
      return `deve ser menor ou igual a ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `deve ser menor que ${String(params.limit)}`;
    case 'pattern':
      return 'está em um formato inválido';
    case 'minItems':
      return `deve ter pelo menos ${plural(params.limit, 'item', 'itens')}`;
    case 'maxItems':
      return `deve ter no máximo ${plural(params.limit, 'item', 'itens')}`;
    case 'minProperties':
      return params.limit === 1
        ? 'deve informar pelo menos um campo'
        : `deve ter pelo menos ${String(params.limit)} campos`;
    case 'multipleOf':
      return `deve ser múltiplo de ${String(params.multipleOf)}`;
    default:
      return 'é inválido';
  }
}

/**
 * The pt-BR message of a request that failed validation, naming the first offending field:
 * `Dados inválidos: o campo "email" é obrigatório.`
 */
export function validationMessage(errors: AjvError[], httpPart = 'body'): string {
  // For anyOf/oneOf, Ajv lists each failed branch first; the alternative as a whole is the useful report.
  const error = errors.find((item) => item.keyword === 'anyOf' || item.keyword === 'oneOf') ?? errors[0];
  const part = partNames[httpPart] ?? partNames.body!;
  if (!error)
    return `Dados inválidos: ${part.whole} ${httpPart === 'body' ? 'é inválido' : 'são inválidos'}.`;
  const child =
    error.keyword === 'required'
      ? error.params.missingProperty
      : error.keyword === 'additionalProperties'
        ? error.params.additionalProperty
        : undefined;
  const field = fieldPath(error.instancePath, child);
  const subject = field === '' ? part.whole : `${part.field} "${field}"`;
  if (field === '' && error.keyword === 'type' && httpPart === 'body') {
    return 'Dados inválidos: o corpo da requisição deve ser um objeto JSON.';
  }
  return `Dados inválidos: ${subject} ${problem(error)}.`;
}
