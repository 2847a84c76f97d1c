import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './config';
import { HttpError, messages } from './http/errors';
import type { OperationHandlers } from './modules/operations';

/** openapi.yaml, the contract between the host app and this server (resolved from the repository root). */
export const contractPath = path.join(repoRoot, 'openapi.yaml');

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

export function loadContract(file = contractPath): OpenApiDocument {
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

async function notAvailableYet(): Promise<never> {
  throw new HttpError(501, messages.notAvailableYet, 'NOT_IMPLEMENTED');
}

/**
 * The handlers for fastify-openapi-glue: the implemented ones, and for every other operation of the contract
 * one shared handler answering 501 (the route exists and validates its input, the feature does not yet).
 */
export function withUnavailableFallback(
  contract: OpenApiDocument,
  handlers: OperationHandlers,
): Record<string, (...args: never[]) => unknown> {
  const unknown = Object.keys(handlers).filter(
    (operationId) => !operationIds(contract).includes(operationId),
  );
  if (unknown.length > 0) throw new Error(`Handlers sem operação no contrato: ${unknown.join(', ')}`);
  return Object.fromEntries(
    operationIds(contract).map((operationId) => [
      operationId,
      (handlers as Record<string, (...args: never[]) => unknown>)[operationId] ?? notAvailableYet,
    ]),
  );
}
