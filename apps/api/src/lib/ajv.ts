import { createRequire } from 'node:module';

/*
 * Ajv 8 is Fastify's own validator (through @fastify/ajv-compiler); the `ajv` hoisted at the repository root is
 * ESLint's Ajv 6. Loading it from Fastify's dependency chain uses exactly the engine Fastify ships, without a
 * dependency of our own that could drift from it.
 */
const fromApi = createRequire(import.meta.url);
const fromFastify = createRequire(fromApi.resolve('fastify'));
const fromAjvCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));

export interface AjvError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

export interface AjvInstance {
  compile(schema: object): ValidateFunction;
  addSchema(schema: object, key?: string): AjvInstance;
  addKeyword(keyword: string): AjvInstance;
  addFormat(name: string, format: { type: 'string'; validate: (text: string) => boolean }): AjvInstance;
  getSchema(key: string): ValidateFunction | undefined;
  errorsText(errors?: AjvError[] | null): string;
}

export interface AjvOptions {
  strict?: boolean;
  allErrors?: boolean;
  coerceTypes?: boolean | 'array';
  useDefaults?: boolean;
  removeAdditional?: boolean;
  validateFormats?: boolean;
  discriminator?: boolean;
}

type AjvClass = new (options?: AjvOptions) => AjvInstance;

const defaultExport = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;

/** JSON Schema 2020-12 Ajv (OpenAPI 3.1 schemas). */
export const Ajv2020 = defaultExport<AjvClass>(fromAjvCompiler('ajv/dist/2020'));
/** `date-time`, `email`, `uuid`, `uri`... formats. */
export const addFormats = defaultExport<(ajv: AjvInstance) => AjvInstance>(fromAjvCompiler('ajv-formats'));
