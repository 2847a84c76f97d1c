import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../../../apps/api/src/config';
import { operationIds, type OpenApiDocument } from '../../../apps/api/src/contract';
import { resourceKinds, type Column, type Identity, type ResourceKind } from './world';

/** authorization.yaml, next to openapi.yaml. */
export const matrixPath = path.join(repoRoot, 'authorization.yaml');

export const requiredColumns = ['anonymous', 'user', 'owner', 'admin'] as const satisfies readonly Column[];
const optionalColumns = ['organizer', 'buyer'] as const satisfies readonly Column[];
const columns: readonly Column[] = [...requiredColumns, ...optionalColumns];

/** One case of an operation: a resource, and the status each caller gets. */
export interface MatrixCase {
  operationId: string;
  resource: ResourceKind;
  ownedBy?: Extract<Identity, 'buyer' | 'organizer'>;
  private: boolean;
  /** Callers who may read the resource's secrets; undefined = those answered 2xx. */
  sees?: Column[];
  /** Tables a call may change even when refused. */
  writes: string[];
  note?: string;
  pending: boolean;
  reason?: string;
  expected: Partial<Record<Column, number>>;
}

export interface Matrix {
  cases: MatrixCase[];
  /** Problems with the file itself (unknown keys, missing columns...). */
  problems: string[];
}

type RawCase = Record<string, unknown>;

function readCase(operationId: string, raw: RawCase, problems: string[]): MatrixCase {
  const where = `${operationId}`;
  const known = new Set([
    ...columns,
    'resource',
    'ownedBy',
    'private',
    'sees',
    'writes',
    'note',
    'pending',
    'reason',
  ]);
  for (const key of Object.keys(raw))
    if (!known.has(key)) problems.push(`${where}: chave desconhecida "${key}"`);
  const resource = raw.resource as ResourceKind;
  if (!resourceKinds.includes(resource)) problems.push(`${where}: resource inválido "${String(resource)}"`);
  const expected: Partial<Record<Column, number>> = {};
  for (const column of columns) {
    const status = raw[column];
    if (status === undefined) {
      if ((requiredColumns as readonly string[]).includes(column))
        problems.push(`${where}: falta a coluna "${column}"`);
      continue;
    }
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)
      problems.push(`${where}: "${column}" deve ser um status HTTP (veio ${JSON.stringify(status)})`);
    else expected[column] = status;
  }
  const sees = raw.sees as Column[] | undefined;
  if (sees !== undefined && (!Array.isArray(sees) || sees.some((column) => !columns.includes(column))))
    problems.push(`${where}: "sees" deve listar colunas`);
  const ownedBy = raw.ownedBy as MatrixCase['ownedBy'];
  if (ownedBy !== undefined && ownedBy !== 'buyer' && ownedBy !== 'organizer')
    problems.push(`${where}: ownedBy deve ser buyer ou organizer`);
  const pending = raw.pending === true;
  if (pending && typeof raw.reason !== 'string') problems.push(`${where}: pending sem reason`);
  return {
    operationId,
    resource,
    ownedBy,
    private: raw.private === true,
    sees,
    writes: Array.isArray(raw.writes) ? (raw.writes as string[]) : [],
    note: typeof raw.note === 'string' ? raw.note : undefined,
    pending,
    reason: typeof raw.reason === 'string' ? raw.reason : undefined,
    expected,
  };
}

/** Parses the matrix (authorization.yaml's text), collecting every problem instead of stopping at the first. */
export function parseMatrix(text: string): Matrix {
  const problems: string[] = [];
  const document = parse(text) as { operations?: Record<string, RawCase | RawCase[]> } | null;
  const operations = document?.operations;
  if (!operations || typeof operations !== 'object') return { cases: [], problems: ['sem "operations"'] };
  const cases = Object.entries(operations).flatMap(([operationId, raw]) =>
    (Array.isArray(raw) ? raw : [raw]).map((item) => readCase(operationId, item ?? {}, problems)),
  );
  return { cases, problems };
}

export const loadMatrix = (file = matrixPath): Matrix => parseMatrix(readFileSync(file, 'utf8'));

/**
 * What keeps the matrix from covering the contract: an operation without a row, a row for no operation, an
 * operation the walker cannot call, and the file's own problems. Empty when every operation is declared.
 */
export function coverageProblems(
  contract: OpenApiDocument,
  matrix: Matrix,
  callable: readonly string[],
): string[] {
  const ids = operationIds(contract);
  const rows = new Set(matrix.cases.map((item) => item.operationId));
  return [
    ...matrix.problems,
    ...ids.filter((id) => !rows.has(id)).map((id) => `operação sem linha em authorization.yaml: ${id}`),
    ...[...rows].filter((id) => !ids.includes(id)).map((id) => `linha para operação inexistente: ${id}`),
    ...ids.filter((id) => !callable.includes(id)).map((id) => `operação sem requisição no walker: ${id}`),
  ];
}

/** Who plays a column for a case: `owner` is the resource's owner, the other columns are themselves. */
export function identityOf(column: Column, owner: Identity): Identity {
  return column === 'owner' ? owner : column;
}
