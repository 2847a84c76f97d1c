import type { Schemas } from '@bilheteria/api-client';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { findCouponByCode, unlockedTypeIds } from '../coupons';
import type { OperationHandlers } from '../operations';
import { HttpError } from '../../http/errors';
import { toEventDto, toMyEventDto } from './dto';
import { createEvent, deleteEvent, findVisibleEvent, listEventsOf, updateEvent } from './events-repository';
import { calendarFileName, eventCalendar } from './calendar';
import { eventChanged } from './changes';
import { visibleEvent } from './event-reads';
import { eventListJson, listingChanged } from './listing';

/** The event with its on-sale (issue #28), which the waiting room keeps (cached a second per replica). */
async function withOnSale(server: FastifyInstance, event: Schemas['Event']): Promise<Schemas['Event']> {
  return { ...event, onSale: await server.queue.onSaleOf(event._id) };
}

const calendarMessages = { noDate: 'Este evento ainda não tem data.' };

export const eventHandlers = {
  async listEvents(request, reply) {
    // Ajv fills in the contract's defaults (limit 20, offset 0).
    const { q, state, limit = 20, offset = 0 } = request.query;
    const { server } = request;
    const body = await eventListJson(
      server.database,
      { q, state, limit, offset, now: server.now() },
      server.now,
    );
    // Already the EventList JSON (shared by concurrent identical requests): sent as is, not serialized again.
    return reply.type('application/json; charset=utf-8').send(body);
  },

  async getEvent(request) {
    // Optional bearer: `request.user` is null for anonymous callers and for a missing or invalid token.
    const { server } = request;
    const now = server.now();
    const code = request.query.coupon?.trim();
    // A code is a guess until it unlocks something: tries are limited as POST /orders/quote's (coupon-tries.ts).
    const who = { ip: request.ip, userId: request.user?.id ?? null };
    if (code) await server.couponTries.check(who);
    let unlockedNothing = false;
    const { event, types, seatedCategories } = await visibleEvent(
      server.database,
      request.params.id,
      request.user,
      server.now,
      code
        ? async (found) => {
            const coupon = await findCouponByCode(server.db, found.event.id, code);
            const unlocked = unlockedTypeIds(coupon, found.types, now);
            unlockedNothing = unlocked.size === 0;
            return unlocked;
          }
        : undefined,
    );
    if (unlockedNothing) await server.couponTries.failed(who);
    return withOnSale(server, toEventDto(event, types, now, server.installments, seatedCategories));
  },

  async getEventCalendar(request, reply) {
    const { server } = request;
    const { event } = await findVisibleEvent(server.db, request.params.id, request.user);
    const ics = eventCalendar(event, { origin: server.publicOrigin, now: server.now() });
    if (ics === null) throw new HttpError(404, calendarMessages.noDate);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-disposition', `attachment; filename="${calendarFileName(event.title)}"`)
      .type('text/calendar; charset=utf-8')
      .send(ics);
  },

  async listMyEvents(request) {
    const rows = await listEventsOf(request.server.db, requireUser(request).id, request.server.now());
    return rows.map(toMyEventDto);
  },

  async createEvent(request, reply) {
    const { server } = request;
    const onSale = server.queue.parseSettings(request.body.onSale);
    const { event, types } = await createEvent(
      server.db,
      requireUser(request),
      request.body,
      server.now(),
      server.payouts.ensureCanSellPaid,
    );
    await server.queue.saveSettings(event.id, onSale);
    listingChanged(server.db);
    eventChanged(server.db, event.id);
    reply.code(201);
    return withOnSale(server, toEventDto(event, types, server.now(), server.installments));
  },

  async updateEvent(request) {
    const { server } = request;
    const user = requireUser(request);
    const at = server.now();
    const onSale = server.queue.parseSettings(request.body.onSale);
    const { event, types, seatedCategories } = await updateEvent(
      server.db,
      server.lifecycle,
      request.params.id,
      user,
      request.body,
      at,
      server.payouts.ensureCanSellPaid,
    );
    await server.queue.saveSettings(event.id, onSale);
    listingChanged(server.db);
    eventChanged(server.db, event.id);
    return withOnSale(server, toEventDto(event, types, at, server.installments, seatedCategories));
  },

  async deleteEvent(request, reply) {
    const { server } = request;
    await deleteEvent(server.db, server.lifecycle, request.params.id, requireUser(request), server.now());
    listingChanged(server.db);
    eventChanged(server.db, request.params.id);
    return reply.code(204).send();
  },
} satisfies OperationHandlers;
