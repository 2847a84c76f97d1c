/*
 * The HTTP side of Asaas API v3 (https://docs.asaas.com) shared by the Pix (asaas-provider.ts) and the card
 * (asaas-card.ts): the key in the `access_token` header; errors as `{ errors: [{ code, description }] }` with pt-BR
 * descriptions; one time budget per operation (ASAAS_TIMEOUT_MS), every step and retry included; retries on
 * network failures, timeouts and 5xx, never on 4xx.
 */

export interface AsaasOptions {
  apiKey: string;
  /** e.g. https://api-sandbox.asaas.com/v3 */
  baseUrl: string;
  /**
   * Budget of one operation (creating a Pix, withdrawing or refunding a charge), every step and retry included:
   * a hanging Asaas fails the buyer's request within it rather than after attempts × a per-call timeout.
   */
  timeoutMs: number;
  /** Attempts per step (first try included). */
  attempts?: number;
  /** Wait before the second attempt; doubles each time. */
  backoffMs?: number;
}

export interface AsaasErrorItem {
  code?: string;
  description?: string;
}

/** Asaas refused the request (4xx): retrying would not help. */
export class AsaasRejected extends Error {
  constructor(
    readonly status: number,
    readonly errors: AsaasErrorItem[],
  ) {
    super(`Asaas respondeu ${status}: ${errors.map((error) => error.description).join(' ')}`);
    this.name = 'AsaasRejected';
  }
}

/** Asaas did not answer in time, could not be reached, or failed (5xx): worth retrying. */
export class AsaasUnavailable extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'server',
    detail: string,
  ) {
    super(`Asaas indisponível (${reason}): ${detail}`);
    this.name = 'AsaasUnavailable';
  }
}

/** Asaas answered 2xx with a body we cannot use. */
export class AsaasUnexpected extends Error {
  override name = 'AsaasUnexpected';
}

export interface AsaasList<T> {
  data?: T[];
}
export interface AsaasCustomer {
  id: string;
  deleted?: boolean;
}
export interface AsaasPayment {
  id: string;
  value?: number;
  status?: string;
  deleted?: boolean;
}
export interface AsaasPixQrCode {
  encodedImage: string;
  payload: string;
  expirationDate?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AsaasCall = <T>(
  deadline: number,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
) => Promise<T>;

export interface AsaasClient {
  call: AsaasCall;
  retrying<T>(deadline: number, step: () => Promise<T>): Promise<T>;
  /** The instant an operation started now must give up. */
  budget(): number;
  /** The customer of a CPF/CNPJ, created when Asaas does not know it yet. */
  customerFor(
    deadline: number,
    buyer: { name: string; email: string; cpfCnpj: string; phone: string | null },
  ): Promise<string>;
}

export function createAsaasClient(options: AsaasOptions): AsaasClient {
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 300;

  const perCallMs = Math.max(1, Math.floor(options.timeoutMs / attempts));
  /** The instant an operation started now must give up. */
  const budget = () => Date.now() + options.timeoutMs;

  async function call<T>(
    deadline: number,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<T> {
    const left = deadline - Date.now();
    if (left <= 0) throw new AsaasUnavailable('timeout', `${method} ${path}: prazo esgotado`);
    // One hanging call may take a share of the budget, not all of it: a retry must still fit.
    const wait = Math.min(left, perCallMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          access_token: options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': 'bilheteria',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(wait),
      });
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new AsaasUnavailable(timedOut ? 'timeout' : 'network', `${method} ${path}: ${String(error)}`);
    }
    let json: unknown;
    try {
      json = text === '' ? {} : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (response.status >= 500) throw new AsaasUnavailable('server', `${method} ${path}: ${response.status}`);
    if (!response.ok) {
      const errors = (json as { errors?: AsaasErrorItem[] } | undefined)?.errors;
      throw new AsaasRejected(response.status, Array.isArray(errors) ? errors : []);
    }
    if (json === undefined) throw new AsaasUnexpected(`${method} ${path}: resposta não é JSON`);
    return json as T;
  }

  async function retrying<T>(deadline: number, step: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        const wait = backoffMs * 2 ** (attempt - 1);
        if (!(error instanceof AsaasUnavailable) || attempt >= attempts || Date.now() + wait >= deadline)
          throw error;
        await sleep(wait);
      }
    }
  }

  async function customerFor(
    deadline: number,
    buyer: { name: string; email: string; cpfCnpj: string; phone: string | null },
  ): Promise<string> {
    const query = new URLSearchParams({ cpfCnpj: buyer.cpfCnpj });
    const list = await call<AsaasList<AsaasCustomer>>(deadline, 'GET', `/customers?${query}`);
    const existing = list.data?.find((customer) => !customer.deleted && typeof customer.id === 'string');
    if (existing) return existing.id;
    const created = await call<AsaasCustomer>(deadline, 'POST', '/customers', {
      name: buyer.name,
      cpfCnpj: buyer.cpfCnpj,
      email: buyer.email,
      ...(buyer.phone ? { mobilePhone: buyer.phone } : {}),
      // The buyer hears from us; Asaas's own e-mails and SMS would duplicate ours.
      notificationDisabled: true,
    });
    if (typeof created.id !== 'string') throw new AsaasUnexpected('POST /customers sem id');
    return created.id;
  }

  return { call, retrying, budget, customerFor };
}
