import ical, { type VEvent } from 'node-ical';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper';

/* Issue #21: "Adicionar à agenda", GET /events/{id}/calendar.ics, read back by an iCalendar parser. */

const ORIGIN = 'https://ingressos.exemplo.com.br';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const eventBody = (extra: Record<string, unknown> = {}) => ({
  title: 'São João da Capital',
  description: 'Quadrilhas; forró, e comidas típicas.',
  image: null,
  mapImage: null,
  venue: 'Parque do Povo',
  city: 'Campina Grande',
  state: 'PB',
  status: 'published',
  eventDate: '2030-06-20T23:00:00.000Z',
  gatesOpenTime: '18:00',
  showStartTime: '20:00',
  startDate: '2030-06-20T23:00:00.000Z',
  endDate: '2030-06-21T05:00:00.000Z',
  ticketTypes: [],
  ...extra,
});

async function createEvent(ctx: TestContext, token: string, extra: Record<string, unknown> = {}) {
  const response = await ctx.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: eventBody(extra),
  });
  if (response.statusCode !== 201) throw new Error(`criação falhou: ${response.body}`);
  return response.json<{ _id: string }>()._id;
}

function onlyEvent(ics: string): VEvent {
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0]!;
}

describeEachDatabase(
  'events: calendar file',
  (ctx) => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await ctx.signUp());
    });

    it('is an RFC 5545 VEVENT with the event’s instants, place, description and page', async () => {
      const id = await createEvent(ctx, token);
      const response = await ctx.inject({ method: 'GET', url: `/api/events/${id}/calendar.ics` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="sao-joao-da-capital.ics"');
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('VERSION:2.0');
      expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
      // RFC 5545 §3.1: lines end in CRLF and fold at 75 octets.
      expect(response.body.endsWith('\r\n')).toBe(true);
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(lines).toContain('DTSTART:20300620T230000Z');
      expect(lines).toContain('DTEND:20300621T050000Z');

      const event = onlyEvent(response.body);
      expect(event.uid).toBe(`${id}@bilheteria`);
      expect(event.summary).toBe('São João da Capital');
      // 20:00 in São Paulo (UTC−3) is 23:00 UTC.
      expect(event.start.toISOString()).toBe('2030-06-20T23:00:00.000Z');
      expect(event.end?.toISOString()).toBe('2030-06-21T05:00:00.000Z');
      expect(event.location).toBe('Parque do Povo, Campina Grande/PB');
      expect(event.description).toBe(`Quadrilhas; forró, e comidas típicas.\n\n${ORIGIN}/event/${id}`);
      expect(event.url).toMatchObject({ val: `${ORIGIN}/event/${id}` });
      expect(event.dtstamp).toBeInstanceOf(Date);
    });

    it('starts at "Início do show" on the São Paulo day when the event has no start instant', async () => {
      const id = await createEvent(ctx, token, {
        startDate: null,
        endDate: null,
        eventDate: '2030-07-10T03:00:00.000Z',
        showStartTime: '21:30',
      });
      const response = await ctx.inject({ method: 'GET', url: `/api/events/${id}/calendar.ics` });
      const event = onlyEvent(response.body);
      expect(event.start.toISOString()).toBe('2030-07-11T00:30:00.000Z');
      // Until the end of that São Paulo day, when the product considers the event over.
      expect(event.end?.toISOString()).toBe('2030-07-11T03:00:00.000Z');
    });

    it('hides a draft from everyone but its organizer, like GET /events/{id}', async () => {
      const id = await createEvent(ctx, token, { status: 'draft' });
      const anonymous = await ctx.inject({ method: 'GET', url: `/api/events/${id}/calendar.ics` });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toEqual({ message: 'Evento não encontrado.', code: 'EVENT_NOT_FOUND' });
      const organizer = await ctx.inject({
        method: 'GET',
        url: `/api/events/${id}/calendar.ics`,
        headers: bearer(token),
      });
      expect(organizer.statusCode).toBe(200);
    });
  },
  { env: { APP_ORIGIN: ORIGIN } },
);
