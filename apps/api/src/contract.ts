import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './config';
import type { OperationHandlers } from './modules/operations';

/** openapi.yaml, the contract between the host app and this server (resolved from the repository root). */
export const contractPath = path.join(repoRoot, 'openapi.yaml');

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

/** The media types of every `content` map under `node` (bodies and answers alike, `$ref` targets included). */
function contentMediaTypes(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) contentMediaTypes(item, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'content' && value && typeof value === 'object' && !Array.isArray(value))
        for (const mediaType of Object.keys(value)) found.add(mediaType);
      contentMediaTypes(value, found);
    }
  return found;
}

/** The request bodies of the contract: the operations' `requestBody` and `components.requestBodies`. */
function requestBodies(contract: OpenApiDocument): unknown[] {
  const operations = Object.values(contract.paths).flatMap((pathItem) => Object.values(pathItem));
  return [
    ...operations.map((operation) => (operation as { requestBody?: unknown } | null)?.requestBody),
    contract.components?.requestBodies,
  ];
}

/** Media types the contract only answers with (the QR's image/png, the ticket's PDF): no request body has them. */
export function responseOnlyMediaTypes(contract: OpenApiDocument): string[] {
  const requested = contentMediaTypes(requestBodies(contract));
  return [...contentMediaTypes(contract.paths), ...contentMediaTypes(contract.components)].filter(
    (mediaType, index, all) => !requested.has(mediaType) && all.indexOf(mediaType) === index,
  );
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * openapi.yaml as JSON text, put in the production bundle by apps/api/scripts/build.mjs (esbuild `define`) so a
 * replica does not parse 110 KB of YAML at every start (about a second of a cold start on a busy machine);
 * undefined when the sources run through tsx (development, tests), which read the file.
 */
declare const BUNDLED_CONTRACT_JSON: string | undefined;

export function loadContract(file = contractPath): OpenApiDocument {
  if (file === contractPath && typeof BUNDLED_CONTRACT_JSON === 'string')
    return JSON.parse(BUNDLED_CONTRACT_JSON) as OpenApiDocument;
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Every operationId of the contract, in document order. */
export function operationIds(contract: OpenApiDocument): string[] {
  return Object.values(contract.paths).flatMap((pathItem) =>
    Object.entries(pathItem)
      .filter(([method]) => httpMethods.has(method))
      .map(([, operation]) => (operation as { operationId?: string }).operationId)
      .filter((operationId): operationId is string => typeof operationId === 'string'),
  );
}

/**
 * The handlers for fastify-openapi-glue, checked against the contract both ways: the server refuses to start
 * when an operation of openapi.yaml has no handler or a handler names no operation, so the contract and the
 * server cannot drift apart.
 */
export function handlersForContract(
  contract: OpenApiDocument,
  handlers: OperationHandlers,
): Record<string, (...args: never[]) => unknown> {
  const declared = operationIds(contract);
  const unknown = Object.keys(handlers).filter((operationId) => !declared.includes(operationId));
  if (unknown.length > 0) throw new Error(`Handlers sem operação no contrato: ${unknown.join(', ')}`);
  const missing = declared.filter((operationId) => !(operationId in handlers));
  if (missing.length > 0) throw new Error(`Operações do contrato sem handler: ${missing.join(', ')}`);
  return handlers as Record<string, (...args: never[]) => unknown>;
}
