import type { components } from '@bilheteria/api-client';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { REPORT_TIME_ZONE } from './period';
import { admissibleAs } from '../orders';

/*
 * Live check-in figures of an event's report (#17): tickets in / tickets sold (valid tickets of paid orders), per
 * lot and per hour (São Paulo), and the duplicate admissions ("Entradas duplicadas": a ticket admitted offline
 * by a door device after it had already gone in elsewhere), with both devices and times. They are "now", not
 * the report's period: a door is live.
 */

type Schemas = components['schemas'];

/** Duplicate admissions listed at most, the newest first. */
export const REPORT_DUPLICATES_LIMIT = 500;
const ONLINE = 'Validação online';

interface LotRow extends Record<string, unknown> {
  ticket_type_id: string;
  name: string;
  sold: string;
  checked_in: string;
}

interface HourRow extends Record<string, unknown> {
  hour: Date | string;
  checked_in: string;
}

interface DuplicateRow extends Record<string, unknown> {
  ticket_id: string;
  attendee_name: string;
  ticket_type_name: string;
  first_device: string | null;
  first_at: Date | string;
  second_device: string;
  second_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function checkInReport(db: Db, eventId: string): Promise<Schemas['ReportCheckIn']> {
  const [lots, hours, duplicates] = await Promise.all([
    queryRows<LotRow>(
      db,
      sql`select tt.id::text as ticket_type_id, tt.name, count(t.id)::text as sold, count(c.id)::text as checked_in
          from ticket_types tt
          left join (tickets t join orders o on o.id = t.order_id and ${admissibleAs('t', 'o')})
            on t.ticket_type_id = tt.id
          left join check_ins c on c.ticket_id = t.id
          where tt.event_id = ${eventId}::uuid
          group by tt.id, tt.name
          order by tt.name, tt.id`,
    ),
    queryRows<HourRow>(
      db,
      sql`select date_trunc('hour', c.at at time zone ${REPORT_TIME_ZONE}) at time zone ${REPORT_TIME_ZONE} as hour,
                 count(*)::text as checked_in
          from check_ins c join tickets t on t.id = c.ticket_id
          where t.event_id = ${eventId}::uuid
          group by 1 order by 1`,
    ),
    queryRows<DuplicateRow>(
      db,
      sql`select t.id::text as ticket_id, t.attendee_name, tt.name as ticket_type_name,
                 first_device.name as first_device, c.at as first_at,
                 second_device.name as second_device, s.scanned_at as second_at
          from checkin_scans s
          join tickets t on t.id = s.ticket_id
          join ticket_types tt on tt.id = t.ticket_type_id
          join check_ins c on c.ticket_id = s.ticket_id
          join door_devices second_device on second_device.id = s.device_id
          left join door_devices first_device on first_device.id = c.device_id
          where s.event_id = ${eventId}::uuid and s.outcome = 'duplicate'
          order by s.scanned_at desc, s.id
          limit ${REPORT_DUPLICATES_LIMIT}`,
    ),
  ]);
  const byLot = lots.map((row) => ({
    ticketTypeId: row.ticket_type_id,
    name: row.name,
    checkedIn: Number(row.checked_in),
    sold: Number(row.sold),
  }));
  return {
    checkedIn: byLot.reduce((sum, lot) => sum + lot.checkedIn, 0),
    sold: byLot.reduce((sum, lot) => sum + lot.sold, 0),
    byLot,
    byHour: hours.map((row) => ({ hour: iso(row.hour), checkedIn: Number(row.checked_in) })),
    duplicates: duplicates.map((row) => ({
      ticketId: row.ticket_id,
      attendeeName: row.attendee_name,
      ticketTypeName: row.ticket_type_name,
      first: { deviceName: row.first_device ?? ONLINE, at: iso(row.first_at) },
      second: { deviceName: row.second_device, at: iso(row.second_at) },
    })),
  };
}
