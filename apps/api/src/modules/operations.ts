import type { operations } from '@bilheteria/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Handler types derived from the contract: a handler for `createEvent` receives the body, query and path
 * parameters openapi.yaml declares for it (already validated) and returns its success body.
 */

export type OperationId = keyof operations;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Parameters<K extends OperationId> = operations[K]['parameters'];
type Defined<T> = [T] extends [never] ? Record<string, never> : NonNullable<T>;

export type RequestBody<K extends OperationId> = operations[K] extends { requestBody: infer Body }
  ? Json<Body>
  : undefined;
export type QueryParams<K extends OperationId> = Defined<Parameters<K>['query']>;
export type PathParams<K extends OperationId> = Defined<Parameters<K>['path']>;
export type HeaderParams<K extends OperationId> = Defined<Parameters<K>['header']>;

type Responses<K extends OperationId> = operations[K]['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202>;
/** The JSON body of the operation's success response(s); `void` for 204 and binary answers sent by `reply`. */
export type SuccessBody<K extends OperationId> = Json<Responses<K>[SuccessStatus<K>]>;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBody<K>;
  Querystring: QueryParams<K>;
  Params: PathParams<K>;
  Headers: HeaderParams<K>;
}>;

export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | FastifyReply | void>;

/** `serviceHandlers` for fastify-openapi-glue: one handler per implemented operationId. */
export type OperationHandlers = { [K in OperationId]?: OperationHandler<K> };
