import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { slides } from '../../db/schema';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface SlideBody {
  _id: string;
  imageUrl: string;
  linkUrl: string | null;
  title: string | null;
  order: number;
  active: boolean;
  startAt: string | null;
  endAt: string | null;
}

describeEachDatabase('slides', (ctx) => {
  let admin: string;
  let user: string;

  beforeAll(async () => {
    admin = await ctx.adminToken();
    user = (await ctx.signUp()).token;
  });

  beforeEach(async () => {
    await ctx.database.db.delete(slides);
  });

  const create = async (payload: Record<string, unknown>) => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/slides',
      headers: bearer(admin),
      payload: { imageUrl: '/posters/banner.svg', ...payload },
    });
    if (response.statusCode !== 201) throw new Error(`criação falhou: ${response.body}`);
    return response.json<SlideBody>();
  };
  const patch = (id: string, payload: unknown, token = admin) =>
    ctx.inject({
      method: 'PATCH',
      url: `/api/slides/${id}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const all = async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/slides/all', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    return response.json<SlideBody[]>();
  };
  const titlesInOrder = async () => (await all()).map((slide) => `${slide.title}:${slide.order}`);

  describe('GET /slides', () => {
    it('shows to anyone the active slides inside their period, by order', async () => {
      await create({ title: 'Terceiro', order: 3 });
      await create({ title: 'Primeiro', order: 1, startAt: at(-60), endAt: at(60) });
      await create({ title: 'Inativo', order: 0, active: false });
      await create({ title: 'Futuro', order: 0, startAt: at(30) });
      await create({ title: 'Encerrado', order: 0, startAt: at(-60), endAt: at(-1) });
      await create({ title: 'Segundo', order: 2, endAt: at(5) });
      const response = await ctx.inject({ method: 'GET', url: '/api/slides?state=CE' });
      expect(response.statusCode).toBe(200);
      expect(response.json<SlideBody[]>().map((slide) => slide.title)).toEqual([
        'Primeiro',
        'Segundo',
        'Terceiro',
      ]);
    });

    it('answers an empty list when there are none', async () => {
      const response = await ctx.inject({ method: 'GET', url: '/api/slides' });
      expect(response.json()).toEqual([]);
    });
  });

  describe('GET /slides/all', () => {
    it('lists every slide to the ADMIN, by order then creation', async () => {
      await create({ title: 'B', order: 1, active: false });
      await create({ title: 'A', order: 0, startAt: at(100) });
      await create({ title: 'C', order: 1 });
      expect(await titlesInOrder()).toEqual(['A:0', 'B:1', 'C:1']);
    });

    it('answers 403 to a USER and 401 without a token', async () => {
      const forbidden = await ctx.inject({ method: 'GET', url: '/api/slides/all', headers: bearer(user) });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Acesso restrito ao ADMIN.' });
      const anonymous = await ctx.inject({ method: 'GET', url: '/api/slides/all' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Não autenticado.' });
    });
  });

  describe('POST /slides', () => {
    it('creates a slide: 201, active by default, after the last one without an order', async () => {
      const first = await create({ imageUrl: ' https://cdn.example.com/banner.png ' });
      expect(first).toEqual({
        _id: expect.any(String),
        imageUrl: 'https://cdn.example.com/banner.png',
        linkUrl: null,
        title: null,
        order: 0,
        active: true,
        startAt: null,
        endAt: null,
      });
      await create({ order: 7 });
      const last = await create({
        linkUrl: '/event/123',
        title: '  Festival  ',
        startAt: '2030-01-01T10:00:00.000Z',
        endAt: '2030-02-01T10:00:00-03:00',
      });
      expect(last).toMatchObject({
        order: 8,
        linkUrl: '/event/123',
        title: 'Festival',
        startAt: '2030-01-01T10:00:00.000Z',
        endAt: '2030-02-01T13:00:00.000Z',
      });
      expect((await create({ linkUrl: '', title: '' })).linkUrl).toBeNull();
    });

    it.each([
      [{ imageUrl: '   ' }, 'Informe a URL da imagem.'],
      [
        { imageUrl: 'javascript:alert(1)' },
        'A imagem deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [
        { imageUrl: 'data:image/png;base64,AAAA' },
        'A imagem deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [
        { linkUrl: 'javascript:alert(1)' },
        'O link deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [
        { linkUrl: '//evil.example' },
        'O link deve ser uma URL http(s) ou um caminho do site começando com /.',
      ],
      [{ startAt: at(10), endAt: at(5) }, 'O fim da exibição deve ser depois do início.'],
      [{ imageUrl: '' }, 'Dados inválidos: o campo "imageUrl" não pode ficar vazio.'],
      [{ imageUrl: undefined }, 'Dados inválidos: o campo "imageUrl" é obrigatório.'],
      [{ order: -1 }, 'Dados inválidos: o campo "order" deve ser maior ou igual a 0.'],
      [{ order: '2' }, 'Dados inválidos: o campo "order" deve ser um número inteiro.'],
      [{ active: 'sim' }, 'Dados inválidos: o campo "active" deve ser verdadeiro ou falso.'],
      [{ color: 'red' }, 'Dados inválidos: o campo "color" não é permitido.'],
    ])('refuses %j with 400 "%s"', async (changes, message) => {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/slides',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: JSON.stringify({ imageUrl: '/posters/banner.svg', ...changes }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 403 to a USER and 401 without a token', async () => {
      const payload = { imageUrl: '/posters/banner.svg' };
      const forbidden = await ctx.inject({
        method: 'POST',
        url: '/api/slides',
        headers: bearer(user),
        payload,
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Acesso restrito ao ADMIN.' });
      const anonymous = await ctx.inject({ method: 'POST', url: '/api/slides', payload });
      expect(anonymous.statusCode).toBe(401);
      expect(await all()).toEqual([]);
    });
  });

  describe('PATCH /slides/{id}', () => {
    it('toggles active and sets the order', async () => {
      const slide = await create({ title: 'S', order: 2 });
      const off = await patch(slide._id, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ _id: slide._id, active: false, order: 2 });
      const moved = await patch(slide._id, { order: 9, active: true });
      expect(moved.json()).toMatchObject({ active: true, order: 9 });
    });

    it('edits the content: sent fields replace, null clears, absent ones stay (issue #13 point 15)', async () => {
      const slide = await create({
        title: 'Antigo',
        linkUrl: '/event/1',
        startAt: '2026-12-01T13:00:00.000Z',
        endAt: '2026-12-10T13:00:00.000Z',
        order: 3,
      });
      const edited = await patch(slide._id, {
        imageUrl: ' /posters/novo.svg ',
        title: 'Novo',
        linkUrl: null,
        endAt: '2026-12-20T13:00:00.000Z',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({
        _id: slide._id,
        imageUrl: '/posters/novo.svg',
        linkUrl: null,
        title: 'Novo',
        order: 3,
        active: true,
        startAt: '2026-12-01T13:00:00.000Z',
        endAt: '2026-12-20T13:00:00.000Z',
      });
      expect(await all()).toEqual([edited.json()]);
    });

    it("refuses an edit that breaks the creation's rules, judged with the stored fields (400)", async () => {
      const slide = await create({ title: 'S', startAt: '2026-12-10T13:00:00.000Z' });
      const endBefore = await patch(slide._id, { endAt: '2026-12-01T13:00:00.000Z' });
      expect(endBefore.statusCode).toBe(400);
      expect(endBefore.json()).toMatchObject({ message: 'O fim da exibição deve ser depois do início.' });
      const badLink = await patch(slide._id, { linkUrl: 'javascript:alert(1)' });
      expect(badLink.statusCode).toBe(400);
      const blank = await patch(slide._id, { imageUrl: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ message: 'Informe a URL da imagem.' });
      expect((await all())[0]).toMatchObject({ title: 'S', endAt: null, imageUrl: '/posters/banner.svg' });
      expect((await patch(slide._id, { title: 'T' }, user)).statusCode).toBe(403);
    });

    it('moves a slide up and down by swapping with its neighbour', async () => {
      await create({ title: 'A', order: 0 });
      const b = await create({ title: 'B', order: 5 });
      await create({ title: 'C', order: 10 });
      const up = await patch(b._id, { order: 'up' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ title: 'B', order: 0 });
      expect(await titlesInOrder()).toEqual(['B:0', 'A:5', 'C:10']);
      expect((await patch(b._id, { order: 'up' })).json()).toMatchObject({ order: 0 });
      expect(await titlesInOrder()).toEqual(['B:0', 'A:5', 'C:10']);
      await patch(b._id, { order: 'down' });
      await patch(b._id, { order: 'down' });
      expect(await titlesInOrder()).toEqual(['A:0', 'C:5', 'B:10']);
    });

    it('moves among tied orders (numbering the list first)', async () => {
      await create({ title: 'A', order: 0 });
      await create({ title: 'B', order: 0 });
      const c = await create({ title: 'C', order: 0 });
      await patch(c._id, { order: 'up' });
      expect(await titlesInOrder()).toEqual(['A:0', 'C:1', 'B:2']);
    });

    it('keeps distinct orders under concurrent moves', async () => {
      const created = [];
      for (const title of ['A', 'B', 'C', 'D', 'E']) created.push(await create({ title, order: 0 }));
      const moves = await Promise.all(
        created.map((slide, index) => patch(slide._id, { order: index % 2 === 0 ? 'down' : 'up' })),
      );
      expect(moves.map((move) => move.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const orders = (await all()).map((slide) => slide.order);
      expect(new Set(orders).size).toBe(5);
      expect([...orders].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    });

    it.each([
      [{}, 'Dados inválidos: o corpo da requisição deve informar pelo menos um campo.'],
      [{ order: 'sideways' }, 'Dados inválidos: o campo "order" é inválido.'],
      [{ color: 'red' }, 'Dados inválidos: o campo "color" não é permitido.'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const slide = await create({});
      const response = await patch(slide._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 404 for an unknown slide, 403 to a USER, 401 without a token', async () => {
      const unknown = await patch('00000000-0000-4000-8000-000000000000', { order: 'up' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Slide não encontrado.', code: 'SLIDE_NOT_FOUND' });
      expect((await patch('00000000-0000-4000-8000-000000000000', { active: true })).statusCode).toBe(404);
      const slide = await create({});
      const forbidden = await patch(slide._id, { active: false }, user);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Acesso restrito ao ADMIN.' });
      const anonymous = await ctx.inject({
        method: 'PATCH',
        url: `/api/slides/${slide._id}`,
        payload: { active: false },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await all())[0]?.active).toBe(true);
    });
  });

  describe('DELETE /slides/{id}', () => {
    it('removes the slide: 204, then 404', async () => {
      const slide = await create({});
      const url = `/api/slides/${slide._id}`;
      const response = await ctx.inject({ method: 'DELETE', url, headers: bearer(admin) });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await all()).toEqual([]);
      const again = await ctx.inject({ method: 'DELETE', url, headers: bearer(admin) });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Slide não encontrado.', code: 'SLIDE_NOT_FOUND' });
    });

    it('answers 403 to a USER and 401 without a token', async () => {
      const slide = await create({});
      const url = `/api/slides/${slide._id}`;
      const forbidden = await ctx.inject({ method: 'DELETE', url, headers: bearer(user) });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Acesso restrito ao ADMIN.' });
      expect((await ctx.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      expect(await all()).toHaveLength(1);
    });
  });
});
