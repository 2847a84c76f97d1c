/**
 * An error a handler throws on purpose: the error handler answers `statusCode` with `{ message, code?, ...extra }`.
 * `message` is read by users (pt-BR); `code` is for clients that branch on the kind of failure; `extra` carries
 * the additional fields a response schema asks for (e.g. `checkedInAt` of a ticket already used); `headers` go on
 * the answer (e.g. `retry-after` of a 429).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const messages = {
  unauthenticated: 'Não autenticado.',
  adminOnly: 'Acesso restrito ao ADMIN.',
  routeNotFound: 'Rota não encontrada.',
  tooManyAttempts: 'Muitas tentativas. Tente novamente em instantes.',
  invalidJson: 'JSON inválido.',
  invalidText:
    'Dados inválidos: o texto contém caracteres não permitidos (caractere nulo ou Unicode inválido).',
  tooDeep: (levels: number) => `Dados inválidos: o JSON tem níveis de aninhamento demais (máximo ${levels}).`,
  bodyRequired: 'Dados inválidos: envie os dados no corpo da requisição, em JSON.',
  emptyJson: 'JSON inválido: o corpo da requisição está vazio.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado: envie os dados como application/json.',
  bodyTooLarge: 'A requisição é grande demais.',
  badContentLength: 'O tamanho do corpo da requisição não confere com o cabeçalho Content-Length.',
  badUrl: 'Endereço inválido.',
  badRequest: 'Requisição inválida.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  internal: 'Erro interno. Tente novamente.',
} as const;
