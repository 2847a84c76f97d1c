// Creating an order and reading its answer, and the spec §8 texts for order and Pix failures.
import { apiErrorMessage, type ApiClient, type Schemas } from '@bilheteria/api-client';
import { ApiError } from './api-error';
import { queuePassHeader, rememberQueuePass } from './queue';

/** Spec §8: an order answer without an id. */
export const NO_ORDER_ID = 'Resposta sem pedidoId';

/** Spec §8: Pix generation failure fallback. */
export const PIX_FAILED = 'Falha ao gerar Pix.';

/** Spec §8: "Falha ao criar pedido ({status or ?})" when the server gives no message. */
export function orderCreateFallback(status?: number): string {
  return `Falha ao criar pedido (${status ?? '?'})`;
}

/** Spec §7: the order id is read from `pedidoId`, else `_id`, else `id`. */
export function pickOrderId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  for (const key of ['pedidoId', '_id', 'id']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/**
 * POST /orders, answering the new order's id and whether it is already paid (an order of R$ 0,00 is: there is
 * no Pix to generate). Throws an `ApiError` with the server's message (else the status fallback), or "Resposta
 * sem pedidoId" when the answer names no order.
 */
export async function createOrder(
  api: ApiClient,
  body: Schemas['OrderInput'],
): Promise<{ orderId: string; paid: boolean }> {
  // A queued on-sale's pass (issue #28): without it the server answers 403 "Entre na fila para comprar.".
  const { data, error, response } = await api.POST('/orders', {
    body,
    params: { header: queuePassHeader(body.eventId) },
  });
  if (!response.ok || error !== undefined) {
    throw new ApiError(apiErrorMessage(error, orderCreateFallback(response.status)), response.status, error);
  }
  const orderId = pickOrderId(data);
  if (!orderId) throw new Error(NO_ORDER_ID);
  // A pass makes one order: spent now.
  rememberQueuePass(body.eventId, null);
  return { orderId, paid: data?.status === 'paid' };
}

/** Spec §8 for a failed order: the server's message (or the status fallback), "Resposta sem pedidoId", or "(?)". */
export function orderCreateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message === NO_ORDER_ID) return NO_ORDER_ID;
  return orderCreateFallback();
}

/**
 * Spec §8 for a failed Pix: the server's message, else the error's own message, else "Falha ao gerar
 * Pix.". A network failure's message is the browser's, in English ("Failed to fetch"): it counts as none.
 */
export function pixErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && !(error instanceof TypeError) && error.message.trim() !== '')
    return error.message;
  return fallback;
}
