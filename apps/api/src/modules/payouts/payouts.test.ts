import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, startFakeAsaas } from '../../../test/fake-asaas';
import { describeEachDatabase } from '../../../test/helper';
import { bearer, insertUser, testClock, type TestUser } from '../../../test/orders-fixtures';
import { payoutAccounts } from '../../db/schema';

const asaas = await startFakeAsaas();
afterAll(() => asaas.close());
const clock = testClock(new Date('2030-06-01T15:00:00Z'));

const person = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  cpfCnpj: '529.982.247-25',
  birthDate: '1990-05-20',
  mobilePhone: '(11) 98765-4321',
  postalCode: '01310-100',
  addressNumber: '1000',
  complement: 'sala 2',
  incomeValue: 5000,
};
const company = {
  ...person,
  name: 'Forró Produções LTDA',
  email: 'contato@forro.example.com',
  cpfCnpj: '11.222.333/0001-81',
  birthDate: null,
  companyType: 'LIMITED',
  incomeValue: 80000.5,
};

const URL = '/api/organizers/me/payout-account';

describeEachDatabase(
  'payout account (local provider)',
  (ctx) => {
    let organizer: TestUser;
    const db = () => ctx.database.db;
    const get = (user = organizer) => ctx.inject({ method: 'GET', url: URL, headers: bearer(user.token) });
    const put = (payload: object, user = organizer) =>
      ctx.inject({ method: 'PUT', url: URL, headers: bearer(user.token), payload });

    beforeEach(async () => {
      organizer = await insertUser(db(), ctx.config.jwtSecret);
    });

    it('has none until the organizer fills it; a valid one is approved at once, with its wallet', async () => {
      expect((await get()).json()).toEqual({
        status: 'none',
        statusMessage: 'Cadastre sua conta de recebimento para vender ingressos pagos.',
        commissionPercent: 0,
        blocked: false,
      });
      const saved = await put(person);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        status: 'approved',
        name: 'Maria da Silva',
        email: 'maria@example.com',
        cpfCnpj: '52998224725',
        birthDate: '1990-05-20',
        companyType: null,
        mobilePhone: '11987654321',
        postalCode: '01310100',
        addressNumber: '1000',
        complement: 'sala 2',
        incomeValue: 5000,
        walletId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect((await get()).json()).toEqual(saved.json());
      const again = await put(person);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('PAYOUT_ACCOUNT_EXISTS');
    });

    it('accepts a company with its type and no birth date', async () => {
      const saved = await put(company);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ companyType: 'LIMITED', birthDate: null, incomeValue: 80000.5 });
    });

    it('refuses a wrong CPF, CEP, an under-18 birth date, a company without type; nothing written', async () => {
      const cases: Array<[object, string]> = [
        [{ ...person, cpfCnpj: '52998224724' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
        [{ ...person, postalCode: '0131010' }, 'Informe um CEP válido (8 números).'],
        [{ ...person, birthDate: '2012-06-02' }, 'É preciso ter 18 anos ou mais para receber pelas vendas.'],
        [
          { ...company, companyType: null },
          'Escolha o tipo de empresa: MEI, LTDA, empresário individual ou associação.',
        ],
        [{ ...person, incomeValue: 0 }, 'Informe a renda ou o faturamento mensal (maior que zero).'],
      ];
      for (const [payload, message] of cases) {
        const response = await put(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, code: 'INVALID_PAYOUT_ACCOUNT' });
      }
      const extra = await put({ ...person, apiKey: 'x' });
      expect(extra.statusCode).toBe(400);
      expect(
        await db().select().from(payoutAccounts).where(eq(payoutAccounts.organizerId, organizer.userId)),
      ).toEqual([]);
    });

    it('publishing a paid event needs an approved account (409 with the link); a free event none', async () => {
      const { token } = await ctx.signUp({ payoutAccount: false });
      const eventBody = (price: number) => ({
        title: 'Forró de Teste',
        status: 'published',
        meiaEntradaLei: false,
        eventDate: '2031-03-01T23:00:00.000Z',
        venue: 'Arena',
        city: 'Fortaleza',
        state: 'CE',
        ticketTypes: [{ name: 'PISTA — Lote 1', price, quantity: 10, lotNumber: 1, perCustomerLimit: 0 }],
      });
      const publish = (price: number) =>
        ctx.inject({ method: 'POST', url: '/api/events', headers: bearer(token), payload: eventBody(price) });
      const refused = await publish(50);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Para vender ingressos pagos, cadastre sua conta de recebimento.',
        code: 'PAYOUT_ACCOUNT_REQUIRED',
        link: '/organizer/recebimentos',
      });
      expect((await publish(0)).statusCode).toBe(201);
      // A draft may have paid lots; publishing it is what asks.
      const draft = await ctx.inject({
        method: 'POST',
        url: '/api/events',
        headers: bearer(token),
        payload: { ...eventBody(50), status: 'draft' },
      });
      expect(draft.statusCode).toBe(201);
      const patch = (payload: object) =>
        ctx.inject({
          method: 'PATCH',
          url: `/api/events/${draft.json()._id}`,
          headers: bearer(token),
          payload,
        });
      const early = await patch({ title: 'Forró de Teste', status: 'published' });
      expect(early.json()).toMatchObject({ code: 'PAYOUT_ACCOUNT_REQUIRED' });
      // Another organizer holds this CPF's sub-account (the same person in two logins): refused, nothing written.
      await put(person);
      const secondLogin = await ctx.inject({
        method: 'PUT',
        url: URL,
        headers: bearer(token),
        payload: person,
      });
      expect(secondLogin.statusCode).toBe(409);
      expect(secondLogin.json().code).toBe('PAYOUT_ACCOUNT_TAKEN');
      const saved = await ctx.inject({
        method: 'PUT',
        url: URL,
        headers: bearer(token),
        payload: { ...person, cpfCnpj: '111.444.777-35', email: 'outra@example.com' },
      });
      expect(saved.json().status).toBe('approved');
      expect((await patch({ title: 'Forró de Teste', status: 'published' })).statusCode).toBe(200);
      expect((await publish(50)).statusCode).toBe(201);
    });

    it('needs a session', async () => {
      expect((await ctx.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      expect((await ctx.inject({ method: 'PUT', url: URL, payload: person })).statusCode).toBe(401);
    });
  },
  { app: { now: clock.now } },
);

describeEachDatabase(
  'payout account (Asaas sub-account)',
  (ctx) => {
    let organizer: TestUser;
    const db = () => ctx.database.db;
    const put = (payload: object) =>
      ctx.inject({ method: 'PUT', url: URL, headers: bearer(organizer.token), payload });
    const stored = async () =>
      (await db().select().from(payoutAccounts).where(eq(payoutAccounts.organizerId, organizer.userId)))[0];
    const deliver = (body: object, token = ctx.config.asaas.webhookToken) =>
      ctx.inject({
        method: 'POST',
        url: '/api/pagamento/asaas/webhook',
        headers: { 'asaas-access-token': token },
        payload: body,
      });
    let sequence = 0;
    const statusEvent = (event: string, accountId: string, dateCreated: string, general = 'PENDING') => ({
      id: `evt_account_${++sequence}_${Date.now()}`,
      event,
      dateCreated,
      accountStatus: {
        id: accountId,
        commercialInfo: 'APPROVED',
        bankAccountInfo: 'APPROVED',
        documentation: 'PENDING',
        general,
      },
    });

    beforeEach(async () => {
      asaas.reset();
      organizer = await insertUser(db(), ctx.config.jwtSecret);
    });

    it('creates the sub-account with Asaas field names, keeps the walletId, never the apiKey', async () => {
      const response = await put(person);
      expect(response.statusCode).toBe(200);
      expect(asaas.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v3/accounts',
        'POST /v3/accounts',
      ]);
      expect(asaas.requests[0]!.query.get('cpfCnpj')).toBe('52998224725');
      expect(asaas.requests[1]!.headers.access_token).toBe(API_KEY);
      expect(asaas.requests[1]!.body).toEqual({
        name: 'Maria da Silva',
        email: 'maria@example.com',
        cpfCnpj: '52998224725',
        birthDate: '1990-05-20',
        mobilePhone: '11987654321',
        postalCode: '01310100',
        addressNumber: '1000',
        complement: 'sala 2',
        incomeValue: 5000,
      });
      const [created] = asaas.calls('POST /v3/accounts');
      expect(created).toBeDefined();
      const row = await stored();
      expect(row).toMatchObject({ provider: 'asaas', status: 'pending' });
      expect(response.json()).toMatchObject({ status: 'pending', walletId: row!.walletId });
      expect(response.json().statusMessage).toBe(
        'Sua conta está em análise no Asaas. Avisaremos aqui quando for aprovada.',
      );
      expect(JSON.stringify(response.json())).not.toContain('$aact_sub_');
      expect(JSON.stringify(row)).not.toContain('$aact_sub_');
    });

    it('records a sub-account Asaas created even when its answer failed, and reuses it (one account)', async () => {
      asaas.fail('POST /v3/accounts', { status: 502, afterApplying: true });
      const response = await put(person);
      expect(response.statusCode).toBe(200);
      expect(asaas.calls('POST /v3/accounts')).toHaveLength(1);
      expect(asaas.calls('GET /v3/accounts')).toHaveLength(2);
      expect((await stored())?.providerAccountId).toMatch(/^acc_/);
    });

    it('answers Asaas refusing the account with its message, nothing recorded; unavailable is 503', async () => {
      asaas.fail('POST /v3/accounts', {
        status: 400,
        body: {
          errors: [{ code: 'invalid_email', description: 'O email maria@example.com já está em uso.' }],
        },
      });
      const refused = await put(person);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'O email maria@example.com já está em uso.',
        code: 'PAYOUT_ACCOUNT_REJECTED',
      });
      asaas.fail('GET /v3/accounts', { status: 500 }, { status: 500 }, { status: 500 });
      const down = await put(person);
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(
        'Não foi possível criar a conta de recebimento agora. Tente novamente em instantes.',
      );
      expect(await stored()).toBeUndefined();
    });

    it('follows the account-status webhooks: documents asked, approved; older or repeated ones change nothing', async () => {
      await put(person);
      const accountId = (await stored())!.providerAccountId;
      const documents = statusEvent('ACCOUNT_STATUS_DOCUMENT_PENDING', accountId, '2030-06-01 12:01:00');
      expect((await deliver(documents)).statusCode).toBe(200);
      expect((await stored())?.status).toBe('documents_required');
      const approved = statusEvent(
        'ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED',
        accountId,
        '2030-06-02 09:00:00',
        'APPROVED',
      );
      expect((await deliver(approved)).statusCode).toBe(200);
      expect((await deliver(approved)).statusCode).toBe(200);
      // Out of order: an earlier review event arriving late.
      const late = statusEvent(
        'ACCOUNT_STATUS_GENERAL_APPROVAL_AWAITING_APPROVAL',
        accountId,
        '2030-06-01 12:30:00',
      );
      expect((await deliver(late)).statusCode).toBe(200);
      expect((await stored())?.status).toBe('approved');
      const view = await ctx.inject({ method: 'GET', url: URL, headers: bearer(organizer.token) });
      expect(view.json()).toMatchObject({ status: 'approved' });
      // Another account's event and a wrong token change nothing.
      expect(
        (
          await deliver(
            statusEvent('ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED', 'acc_x', '2030-06-03 00:00:00'),
          )
        ).statusCode,
      ).toBe(200);
      const forged = statusEvent(
        'ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED',
        accountId,
        '2030-06-04 00:00:00',
      );
      expect((await deliver(forged, 'errado')).statusCode).toBe(401);
      expect((await stored())?.status).toBe('approved');
      const refused = statusEvent(
        'ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED',
        accountId,
        '2030-06-05 00:00:00',
        'REJECTED',
      );
      expect((await deliver(refused)).statusCode).toBe(200);
      expect((await stored())?.status).toBe('refused');
    });
  },
  {
    env: { ASAAS_API_KEY: API_KEY, ASAAS_BASE_URL: asaas.url, ASAAS_TIMEOUT_MS: '3000' },
    app: { now: clock.now },
  },
);

describe('payout account status messages', () => {
  it('tells what each status means in pt-BR', async () => {
    const { statusMessages } = await import('./messages');
    expect(Object.keys(statusMessages).sort()).toEqual(
      ['approved', 'documents_required', 'none', 'pending', 'refused'].sort(),
    );
  });
});
