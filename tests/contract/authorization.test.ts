import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OpenApiDocument } from '../../apps/api/src/contract';
import { describeEachDatabase } from '../../apps/api/test/helper';
import { changedTables, databaseState } from './support/db-state';
import { coverageProblems, identityOf, loadMatrix, parseMatrix, type MatrixCase } from './support/matrix';
import {
  aboutNothing,
  createFixture,
  createWorld,
  operationRequests,
  usualOwner,
  type Column,
  type World,
} from './support/world';

/*
 * Walks authorization.yaml against the app: for every operation of openapi.yaml and every caller, a fresh
 * resource, the real request, and the status the matrix declares. Around each call it also proves that nothing
 * leaked (no secret of the resource in the body of someone who may not see it; a 404 identical to the one for a
 * resource that does not exist) and that a refused call wrote nothing.
 */

const contract = loadContract();
const matrix = loadMatrix();
const callable = Object.keys(operationRequests);

describe('authorization matrix (authorization.yaml)', () => {
  it('has a row for every operation of openapi.yaml, and only for those', () => {
    expect(coverageProblems(contract, matrix, callable)).toEqual([]);
  });

  it('fails for an operation without a row', () => {
    const extended: OpenApiDocument = structuredClone(contract);
    extended.paths['/novidade'] = { get: { operationId: 'novaOperacao', responses: {} } };
    expect(coverageProblems(extended, matrix, [...callable, 'novaOperacao'])).toEqual([
      'operação sem linha em authorization.yaml: novaOperacao',
    ]);
    expect(coverageProblems(extended, matrix, callable)).toContain(
      'operação sem requisição no walker: novaOperacao',
    );
  });

  it('fails for a row without a column, a status that is not one, or an unknown key', () => {
    const broken = parseMatrix(`
operations:
  getHealth:
    resource: none
    anonymous: 200
    user: ok
    owner: 200
    quem: 200
`);
    expect(broken.problems).toEqual([
      'getHealth: chave desconhecida "quem"',
      'getHealth: "user" deve ser um status HTTP (veio "ok")',
      'getHealth: falta a coluna "admin"',
    ]);
  });
});

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Everything wrong with one cell of the matrix: one call as one caller on a fresh resource. */
async function checkCell(world: World, item: MatrixCase, column: Column, status: number): Promise<string[]> {
  const where = `${item.operationId} [${item.resource}] ${column}`;
  const identity = identityOf(column, item.ownedBy ?? usualOwner[item.resource]);
  const fixture = await createFixture(world, item.resource);
  const request = operationRequests[item.operationId as keyof typeof operationRequests](
    fixture,
    world,
    column,
  );
  const watched = status >= 400 || request.method === 'GET';
  const before = watched ? await databaseState(world.ctx.database.db) : undefined;
  const response = await world.call(identity, request);
  const problems: string[] = [];

  if (response.statusCode !== status)
    problems.push(`${where}: esperado ${status}, veio ${response.statusCode} ${response.body.slice(0, 300)}`);
  if (response.statusCode >= 400) {
    const body = response.json<{ message?: unknown }>();
    if (typeof body.message !== 'string' || body.message === '')
      problems.push(`${where}: erro sem { message }: ${response.body}`);
  }

  if (item.private) {
    const sees =
      item.sees ??
      (Object.entries(item.expected) as Array<[Column, number]>)
        .filter(([, expected]) => isSuccess(expected))
        .map(([name]) => name);
    if (!sees.includes(column)) {
      const leaked = fixture.secrets.filter((secret) => response.body.includes(secret));
      if (leaked.length > 0) problems.push(`${where}: vazou ${leaked.join(', ')}`);
    }
    if (response.statusCode === 404) {
      const nothing = await world.call(identity, aboutNothing(request, fixture));
      if (nothing.statusCode !== 404 || nothing.body !== response.body)
        problems.push(
          `${where}: 404 diferente do de um recurso inexistente (${nothing.statusCode} ${nothing.body} ≠ ${response.body})`,
        );
    }
  }

  if (before) {
    const changed = changedTables(before, await databaseState(world.ctx.database.db), item.writes);
    if (changed.length > 0) problems.push(`${where}: escreveu em ${changed.join(', ')}`);
  }
  return problems;
}

describeEachDatabase(
  'authorization matrix walk',
  (ctx) => {
    let world: World;

    beforeAll(async () => {
      world = await createWorld(ctx);
    });

    for (const item of matrix.cases) {
      const title = `${item.operationId} on ${item.resource}: ${Object.entries(item.expected)
        .map(([column, status]) => `${column} ${status}`)
        .join(', ')}`;
      if (item.pending) {
        it.skip(`${title} — pendente: ${item.reason}`, () => {});
        continue;
      }
      it(title, async () => {
        const problems: string[] = [];
        for (const [column, status] of Object.entries(item.expected) as Array<[Column, number]>)
          problems.push(...(await checkCell(world, item, column, status)));
        expect(problems).toEqual([]);
      });
    }
  },
  // A sweep's writes (a withdrawn Pix, an expired order) must not be taken for the request's.
  { app: { backgroundJobs: false } },
);
