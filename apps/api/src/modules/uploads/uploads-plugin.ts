import multipart, { type MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadKind } from '@bilheteria/rules';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { OpenApiDocument } from '../../contract';
import { HttpError } from '../../http/errors';
import { requireUser, securityHandlers } from '../auth';
import type { SuccessBody } from '../operations';
import { processImage } from './images';
import { mkdir } from 'node:fs/promises';
import { diskStore, MEDIA_PREFIX, s3Store, type UploadStore } from './store';

/*
 * POST /api/uploads (issue #30), the contract's one multipart operation. fastify-openapi-glue registers JSON
 * operations; a multipart parser registered for all of them would let a multipart body skip their validation
 * (Fastify validates only the media types a route declares). So the parser lives in this plugin's own context, on
 * this route alone, which keeps the conventions of the glued routes: the contract's request schema validates the
 * fields, the same `bearer` security handler runs first (door devices are refused), `operationId` names it.
 */

export const UPLOAD_OPERATION = 'uploadImage';

export const uploadMessages = {
  malformed: 'Envie a imagem como multipart/form-data, com os campos "kind" e "file".',
} as const;

/** Uploads per user per 15 minutes: each one costs seconds of image encoding. */
const uploadRule = { name: 'upload-user', max: 60, windowMs: 15 * 60_000 };

interface UploadRoute {
  path: string;
  method: string;
  body: unknown;
  state: unknown;
}

/** The operation's path, method, multipart body schema and the `state` parameter, as openapi.yaml says. */
function uploadRoute(contract: OpenApiDocument): UploadRoute {
  for (const [routePath, item] of Object.entries(contract.paths))
    for (const [method, operation] of Object.entries(item)) {
      const op = operation as {
        operationId?: string;
        requestBody?: { content: Record<string, { schema: unknown }> };
      };
      if (op.operationId !== UPLOAD_OPERATION) continue;
      const state = contract.components?.parameters?.State as { schema: unknown };
      return {
        path: routePath,
        method: method.toUpperCase(),
        body: op.requestBody!.content['multipart/form-data']!.schema,
        state: state.schema,
      };
    }
  throw new Error(`openapi.yaml não declara ${UPLOAD_OPERATION}`);
}

/** openapi.yaml without the multipart operation, for fastify-openapi-glue (this plugin serves it). */
export function withoutUploadOperation(contract: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(contract);
  for (const item of Object.values(copy.paths))
    for (const [method, operation] of Object.entries(item))
      if ((operation as { operationId?: string }).operationId === UPLOAD_OPERATION) delete item[method];
  return copy;
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, UPLOAD_MESSAGES.tooBig, 'FILE_TOO_LARGE');
    throw error;
  }
}

/**
 * The multipart body as the contract's schema sees it (`{ kind: 'poster', file: <bytes> }`; a field sent twice
 * becomes a list, which the schema refuses). A body the parser cannot read is the client's error: 400, not 500.
 */
async function readParts(request: FastifyRequest): Promise<void> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      const value = part.type === 'file' ? await readFile(part) : part.value;
      body[part.fieldname] = part.fieldname in body ? [body[part.fieldname], value].flat() : value;
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
    throw new HttpError(400, uploadMessages.malformed);
  }
  request.body = body;
}

export interface UploadsOptions {
  config: Config;
  contract: OpenApiDocument;
  /** Under /api, as the glued operations. */
  apiPrefix: string;
}

const uploadsPlugin: FastifyPluginAsync<UploadsOptions> = async (app, { config, contract, apiPrefix }) => {
  const store: UploadStore = config.uploads.s3 ? s3Store(config.uploads.s3) : diskStore(config.uploads.dir);
  const route = uploadRoute(contract);

  // Only multipart reaches this route: a JSON body is a 415, as any other type the contract does not declare.
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 64 },
  });

  app.route({
    method: route.method as 'POST',
    url: `${apiPrefix}${route.path}`,
    schema: {
      operationId: UPLOAD_OPERATION,
      querystring: { type: 'object', properties: { state: route.state } },
      body: { content: { 'multipart/form-data': { schema: route.body } } },
    } as object,
    // Before the body is read: a caller without a session (or a door device) uploads nothing.
    onRequest: (request) => securityHandlers.bearer(request),
    preValidation: readParts,
    async handler(request, reply): Promise<SuccessBody<'uploadImage'>> {
      const user = requireUser(request);
      await app.rateLimits.consume(uploadRule, user.id);
      const { kind, file } = request.body as { kind: UploadKind; file: Buffer };
      if (!Buffer.isBuffer(file)) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
      const image = await processImage(file, kind);
      await Promise.all(image.files.map((item) => store.put(item.key, item.body, item.type)));
      reply.code(201);
      return {
        url: store.url(image.mainKey),
        width: image.width,
        height: image.height,
        variants: image.files.map((item) => ({
          url: store.url(item.key),
          width: item.width,
          type: item.type,
        })),
      };
    },
  });

  // The disk store's files, at their immutable addresses (a bucket serves its own, with the same header).
  if (!config.uploads.s3) {
    await mkdir(config.uploads.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploads.dir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      // Cache-Control as IMMUTABLE_CACHE says: a year, immutable.
      maxAge: '365d',
      immutable: true,
    });
  }
};

export default uploadsPlugin;
