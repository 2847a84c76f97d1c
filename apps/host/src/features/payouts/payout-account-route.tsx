import { PayoutAccountScreen, TIME_ZONE } from '@bilheteria/ui';
import { todayIn } from '@bilheteria/ui/report';
import { PageTitle } from '../../app/page-title';
import { errorMessage } from '../../lib/api';
import { PAYOUT_ACCOUNT_SAVE_FAILED, usePayoutAccount, useSavePayoutAccount } from './api';

/**
 * /organizer/recebimentos (issue #31 "Recebimentos"): the organizer's payout account. Loads it, sends the form
 * once, and shows the status the server (and Asaas's webhooks) report.
 */
export function PayoutAccountRoute() {
  const account = usePayoutAccount();
  const save = useSavePayoutAccount();
  return (
    <>
      <PageTitle>Recebimentos</PageTitle>
      <PayoutAccountScreen
        state={account.isPending ? 'loading' : account.isError ? 'error' : 'ready'}
        account={account.data ?? null}
        // The age (18+) is counted on São Paulo's calendar day, as the server counts it.
        today={todayIn(TIME_ZONE)}
        submitting={save.isPending}
        error={save.isError ? errorMessage(save.error, PAYOUT_ACCOUNT_SAVE_FAILED) : null}
        onSubmit={(values) => save.mutate(values)}
        onRetry={() => void account.refetch()}
      />
    </>
  );
}
