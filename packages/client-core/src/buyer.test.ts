import { describe, expect, it } from 'vitest';
import {
  BUYER_MESSAGES,
  buyerErrorMessage,
  buyerFieldErrors,
  buyerSchema,
  initialBuyer,
  pixPayload,
} from './buyer';

const valid = { name: 'Ana Souza', email: 'ana@exemplo.com', cpf: '52998224725', whatsapp: '85999990000' };

describe('buyerSchema', () => {
  it('accepts a complete buyer, WhatsApp optional', () => {
    expect(buyerSchema.safeParse(valid).success).toBe(true);
    expect(buyerSchema.safeParse({ ...valid, whatsapp: '' }).success).toBe(true);
  });

  it('gives the spec message of each bad field', () => {
    const result = buyerSchema.safeParse({
      name: '   ',
      email: 'ana.exemplo.com',
      cpf: '12345678900',
      whatsapp: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', BUYER_MESSAGES.name],
      ['email', BUYER_MESSAGES.email],
      ['cpf', BUYER_MESSAGES.cpf],
    ]);
  });
});

describe('buyerErrorMessage', () => {
  it('joins the messages, name, e-mail then CPF/CNPJ, one per line', () => {
    expect(
      buyerErrorMessage({
        cpf: { message: BUYER_MESSAGES.cpf },
        name: { message: BUYER_MESSAGES.name },
      }),
    ).toBe(`${BUYER_MESSAGES.name}\n${BUYER_MESSAGES.cpf}`);
  });

  it('is null without errors', () => {
    expect(buyerErrorMessage({})).toBeNull();
  });
});

describe('buyerFieldErrors', () => {
  it('keeps the first message of each field of a zod validation, so the alert reads as with react-hook-form', () => {
    const result = buyerSchema.safeParse({ name: '', email: 'x', cpf: '1', whatsapp: '' });
    expect(result.success).toBe(false);
    const errors = buyerFieldErrors(result.error!.issues);
    expect(buyerErrorMessage(errors)).toBe(
      [BUYER_MESSAGES.name, BUYER_MESSAGES.email, BUYER_MESSAGES.cpf].join('\n'),
    );
  });

  it('ignores issues of other fields and repeated ones', () => {
    expect(
      buyerFieldErrors([
        { path: ['eventId'], message: 'x' },
        { path: ['cpf'], message: 'primeira' },
        { path: ['cpf'], message: 'segunda' },
      ]),
    ).toEqual({ cpf: { message: 'primeira' } });
  });
});

describe('initialBuyer', () => {
  it('takes the draft first and fills its blanks from the signed-in user', () => {
    expect(
      initialBuyer(
        { name: 'Ana S.', email: '', cpf: '', whatsapp: '' },
        { name: 'Ana Souza', email: 'ana@exemplo.com', cpf: '529.982.247-25', whatsapp: null },
      ),
    ).toEqual({ name: 'Ana S.', email: 'ana@exemplo.com', cpf: '52998224725', whatsapp: '' });
  });

  it('is blank without draft or user', () => {
    expect(initialBuyer(null, null)).toEqual({ name: '', email: '', cpf: '', whatsapp: '' });
  });
});

describe('pixPayload', () => {
  it('builds the spec §7 body with eventoid for the checkout', () => {
    expect(
      pixPayload({
        orderId: 'o1',
        total: 200,
        buyer: { ...valid, name: ' Ana Souza ', cpf: '529.982.247-25' },
        eventTitle: 'Forró',
        eventId: 'e1',
      }),
    ).toEqual({
      pedidoId: 'o1',
      totalPedido: 200,
      nomeVaqueiro: 'Ana Souza',
      email: 'ana@exemplo.com',
      cpfCnpj: '52998224725',
      phone: '85999990000',
      eventoid: 'e1',
      descricao: 'Ingressos: Forró',
    });
  });

  it('leaves eventoid out when regenerating from the order detail', () => {
    const body = pixPayload({ orderId: 'o1', total: 200, buyer: valid, eventTitle: 'Forró' });
    expect(body).not.toHaveProperty('eventoid');
  });

  it('keeps the description within the contract limit', () => {
    const body = pixPayload({ orderId: 'o1', total: 1, buyer: valid, eventTitle: 'x'.repeat(600) });
    expect(body.descricao).toHaveLength(500);
  });
});
