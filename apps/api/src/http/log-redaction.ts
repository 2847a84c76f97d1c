import type { FastifyRequest } from 'fastify';

/*
 * What the access log may not keep: a ticket's code sits in the path of its PDF and QR image, and the signed link
 * that opens them in the `access` query parameter. Both admit at the door, and logs travel further than the
 * database (log shippers, support tickets, screenshots).
 */

const TICKET_PATH = /^(\/api\/tickets\/)(?!scan(?:[/?#]|$))[^/?#]+/;
const ACCESS_PARAM = /([?&]access=)[^&#]*/g;

export const REDACTED = '[oculto]';

/** The URL with any ticket code and signed access value replaced by a marker. */
export function redactUrl(url: string): string {
  return url.replace(TICKET_PATH, `$1${REDACTED}`).replace(ACCESS_PARAM, `$1${REDACTED}`);
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * A card's number and CVV never reach a log line (issue #27), whatever logs them: the request body of POST
 * /pagamento/asaas/cartao (`cartao`), the charge sent to Asaas (`creditCard`), at the top or one level down.
 */
export const CARD_LOG_REDACTION = {
  paths: ['numero', 'cvv', 'number', 'ccv'].flatMap((field) => [
    `cartao.${field}`,
    `*.cartao.${field}`,
    `req.body.cartao.${field}`,
    `creditCard.${field}`,
    `*.creditCard.${field}`,
  ]),
  censor: REDACTED,
};
