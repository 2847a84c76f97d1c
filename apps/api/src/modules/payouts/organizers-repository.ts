import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { organizerSettings, users, type PayoutAccountStatus } from '../../db/schema';

/*
 * The ADMIN's "Organizadores" (issue #31 point 6): every user with events, a payout account or a setting of the
 * ADMIN's, with what their buyers paid (net of refunds and chargebacks) and what of it the platform kept, from the
 * split ledger; and the ADMIN's commission and block for one of them (organizer_settings, this module's).
 */

export interface OrganizerRow {
  id: string;
  name: string;
  email: string;
  events: number;
  accountStatus: PayoutAccountStatus | null;
  salesCents: number;
  platformCents: number;
  commissionBps: number | null;
  blocked: boolean;
}

type RawRow = Omit<OrganizerRow, 'salesCents' | 'platformCents'> & {
  salesCents: string;
  platformCents: string;
};

export async function listOrganizerRows(db: Db, onlyId?: string): Promise<OrganizerRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`
      with money as (
        select organizer_id, sum(charged_cents) as sales, sum(platform_cents) as platform
        from split_ledger group by organizer_id
      ),
      counts as (select organizer_id, count(*)::int as events from events group by organizer_id)
      select u.id, u.name, u.email, coalesce(c.events, 0) as events, a.status as "accountStatus",
             coalesce(m.sales, 0)::text as "salesCents", coalesce(m.platform, 0)::text as "platformCents",
             s.commission_bps as "commissionBps", (s.blocked_at is not null) as blocked
      from users u
      left join counts c on c.organizer_id = u.id
      left join money m on m.organizer_id = u.id
      left join payout_accounts a on a.organizer_id = u.id
      left join organizer_settings s on s.organizer_id = u.id
      where (c.organizer_id is not null or a.organizer_id is not null or s.organizer_id is not null)
        ${onlyId === undefined ? sql`` : sql`and u.id = ${onlyId}::uuid`}
      order by coalesce(m.sales, 0) desc, u.name, u.id`,
  );
  return rows.map((row) => ({
    ...row,
    salesCents: Number(row.salesCents),
    platformCents: Number(row.platformCents),
  }));
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/**
 * The ADMIN's decision for an organizer: `commissionBps` (null: back to PLATFORM_COMMISSION_PERCENT) and the
 * block (kept from the first time it was set while it lasts). Fields left undefined stay as they were.
 */
export async function saveSettings(
  db: Db,
  organizerId: string,
  change: { commissionBps?: number | null; blocked?: boolean },
  at: Date,
): Promise<void> {
  const blockedAt =
    change.blocked === undefined
      ? undefined
      : change.blocked
        ? sql`coalesce(${organizerSettings.blockedAt}, ${at})`
        : null;
  await db
    .insert(organizerSettings)
    .values({
      organizerId,
      commissionBps: change.commissionBps ?? null,
      blockedAt: change.blocked ? at : null,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: organizerSettings.organizerId,
      set: {
        ...(change.commissionBps !== undefined && { commissionBps: change.commissionBps }),
        ...(blockedAt !== undefined && { blockedAt }),
        updatedAt: at,
      },
    });
}
