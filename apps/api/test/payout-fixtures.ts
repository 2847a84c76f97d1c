import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { payoutAccounts } from '../src/db/schema';

/**
 * An approved payout account for `organizerId` (issue #31), as the local provider leaves a valid one: organizers of
 * the suites publish paid events, which needs it. Written straight to the table like the other fixtures.
 */
export async function approvePayoutAccount(db: Db, organizerId: string): Promise<{ walletId: string }> {
  const walletId = randomUUID();
  await db
    .insert(payoutAccounts)
    .values({
      organizerId,
      name: 'Organizadora de Teste',
      email: `recebimentos-${randomBytes(4).toString('hex')}@example.com`,
      cpfCnpj: '52998224725',
      birthDate: '1990-05-20',
      mobilePhone: '11987654321',
      postalCode: '01310100',
      addressNumber: '1000',
      incomeValueCents: 500_000,
      provider: 'local',
      providerAccountId: `acc_local_${randomBytes(12).toString('hex')}`,
      walletId,
      status: 'approved',
      statusAt: new Date('2000-01-01T00:00:00Z'),
    })
    .onConflictDoNothing();
  return { walletId };
}
