import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { checkIns } from '../../../db/schema';
import { randomBytes } from 'node:crypto';

/** A ticket's code: 128 random bits, base64url (22 characters); the capability for its QR image and PDF. */
export const newTicketCode = () => randomBytes(16).toString('base64url');

/** Whether any of these tickets was admitted at the door (read after locking them: see reissue.ts). */
export async function checkedIn(tx: Db, ticketIds: string[]): Promise<boolean> {
  if (ticketIds.length === 0) return false;
  const [row] = await tx
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(inArray(checkIns.ticketId, ticketIds))
    .limit(1);
  return row !== undefined;
}
