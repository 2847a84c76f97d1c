import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { webhookEvents } from '../../db/schema';

/*
 * Issue #20, point 5: the webhook stores its payload as received; one nested thousands of levels deep overflowed
 * the stack while being stored (500 before). JSON request bodies are bounded in depth for every route, so it is
 * a 400 and nothing is stored; Asaas's own events nest 3 levels.
 */

/** JSON text of an object nested `depth` levels deep (written by hand: JSON.stringify itself overflows). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"fundo"${'}'.repeat(depth)}`;

describeEachDatabase('webhook payload depth', (ctx) => {
  const deliver = (extra: string) =>
    ctx.inject({
      method: 'POST',
      url: '/api/pagamento/asaas/webhook',
      headers: { 'asaas-access-token': ctx.config.asaas.webhookToken, 'content-type': 'application/json' },
      payload: `{"id":"evt_fundo_${Math.random()}","event":"PAYMENT_UPDATED","extra":${extra}}`,
    });

  it.each([40, 20_000, 100_000])(
    'nested %i levels deep is a 400 in pt-BR, and nothing is stored',
    async (depth) => {
      const response = await deliver(nested(depth));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Dados inválidos: o JSON tem níveis de aninhamento demais (máximo 32).',
      });
      expect(await ctx.database.db.select().from(webhookEvents)).toEqual([]);
    },
  );

  it('nested 30 levels (room for what Asaas adds) is recorded and answered 200', async () => {
    const response = await deliver(nested(30));
    expect(response.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(webhookEvents)).toHaveLength(1);
  });

  it('the same bound holds on any route with a JSON body', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(100)},"password":"x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Dados inválidos: o JSON tem níveis de aninhamento demais (máximo 32).',
    );
  });
});
