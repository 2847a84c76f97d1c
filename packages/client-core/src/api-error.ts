// The error every API call of the host app and of the embedded widgets throws for a non-2xx answer, so the
// shared message helpers (order, Pix, scan) recognise it whichever client made the call.
import { apiErrorMessage } from '@bilheteria/api-client';

/** A non-2xx answer, carrying the message to show (the server's `message`, else the fallback). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an `ApiError` whose message is the
 * server's `message` (else `fallback`, the spec's error text for that situation).
 */
export async function unwrap<T>(request: Promise<ApiResult<T>>, fallback: string): Promise<T> {
  const { data, error, response } = await request;
  if (!response.ok || error !== undefined) {
    throw new ApiError(apiErrorMessage(error, fallback), response.status, error);
  }
  return data as T;
}

/** The text to show for a failed call: the server's message when there was one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
