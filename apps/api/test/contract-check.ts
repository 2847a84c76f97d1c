import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadContract, type OpenApiDocument } from '../src/contract';
import { Ajv2020, addFormats, type AjvInstance, type ValidateFunction } from '../src/lib/ajv';

/** A response the suites received that openapi.yaml does not allow. */
export interface ContractViolation {
  request: string;
  operationId: string | undefined;
  statusCode: number;
  problem: string;
  body?: unknown;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

const DOCUMENT_ID = 'openapi.json';

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function resolvePointer(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], document);
}

/**
 * Checks responses against the contract: the status must be declared by the operation (or covered by its
 * `default`), the media type must be one the contract lists, and a JSON body must match its schema (Ajv,
 * JSON Schema 2020-12, `$ref`s resolved inside openapi.yaml). Answers of no operation (404, static files) that
 * are JSON must have the shared Error shape.
 */
export class ContractChecker {
  private readonly ajv: AjvInstance;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly operations = new Map<
    string,
    { pointer: string; responses: Record<string, ResponseObject> }
  >();

  constructor(private readonly contract: OpenApiDocument = loadContract()) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(contract, DOCUMENT_ID);
    for (const [path, pathItem] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(pathItem)) {
        const { operationId, responses } = operation as {
          operationId?: string;
          responses?: Record<string, ResponseObject>;
        };
        if (operationId && responses) {
          this.operations.set(operationId, {
            pointer: `/paths/${escapePointer(path)}/${method}/responses`,
            responses,
          });
        }
      }
    }
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** The problem with this response, or undefined when the contract allows it. */
  check(
    operationId: string | undefined,
    statusCode: number,
    contentType: string,
    payload: string,
  ): string | undefined {
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const json = mediaType === 'application/json';
    const parse = () => {
      try {
        return { body: JSON.parse(payload) as unknown };
      } catch {
        return undefined;
      }
    };

    const operation = operationId === undefined ? undefined : this.operations.get(operationId);
    if (!operation) {
      if (!json) return undefined;
      const parsed = parse();
      if (!parsed) return 'corpo JSON inválido';
      const validate = this.validator('/components/schemas/Error');
      return validate(parsed.body) ? undefined : this.ajv.errorsText(validate.errors);
    }

    const key = [String(statusCode), `${String(statusCode)[0]}XX`, 'default'].find(
      (candidate) => candidate in operation.responses,
    );
    if (key === undefined) return `status ${statusCode} não declarado`;
    let response = operation.responses[key]!;
    let pointer = `${operation.pointer}/${key}`;
    if (response.$ref) {
      pointer = response.$ref.slice(1);
      response = resolvePointer(this.contract, pointer) as ResponseObject;
    }
    if (!response.content)
      return payload === '' ? undefined : 'corpo enviado onde o contrato não declara nenhum';
    if (!(mediaType in response.content)) {
      return `tipo ${mediaType || '(nenhum)'} não declarado (esperado: ${Object.keys(response.content).join(', ')})`;
    }
    if (!json) return undefined;
    const parsed = parse();
    if (!parsed) return 'corpo JSON inválido';
    const validate = this.validator(`${pointer}/content/application~1json/schema`);
    return validate(parsed.body) ? undefined : this.ajv.errorsText(validate.errors);
  }
}

const describeRequest = (request: FastifyRequest) => `${request.method} ${request.url}`;

/**
 * Test instrumentation: every response the app sends is checked by `checker`; violations are handed to
 * `report` (the test helper fails the test that received them).
 */
export function contractCheckPlugin(
  checker: ContractChecker,
  report: (violation: ContractViolation) => void,
): FastifyPluginAsync {
  return fp(async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (
        typeof payload !== 'string' &&
        !Buffer.isBuffer(payload) &&
        payload !== null &&
        payload !== undefined
      ) {
        return payload; // streams: static files
      }
      // A gzip body (check-in data, #17) is checked as what the client reads once it is unzipped.
      const gzipped = Buffer.isBuffer(payload) && reply.getHeader('content-encoding') === 'gzip';
      const text =
        payload === null || payload === undefined
          ? ''
          : gzipped
            ? gunzipSync(payload).toString()
            : payload.toString();
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      const contentType = String(reply.getHeader('content-type') ?? '');
      const problem = checker.check(operationId, reply.statusCode, contentType, text);
      if (problem !== undefined) {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        report({
          request: describeRequest(request),
          operationId,
          statusCode: reply.statusCode,
          problem,
          body,
        });
      }
      return payload;
    });
  });
}
