import type { ApiClient } from '@bilheteria/api-client';
import { CheckoutSummaryScreen, type CheckoutEvent } from '@bilheteria/ui';
import { useAction } from '../../lib/use-action';
import { draftTotals, orderPayload, summaryItems, type CheckoutDraft } from '@bilheteria/client-core/draft';
import { createOrder, orderCreateErrorMessage } from '@bilheteria/client-core/order-answers';

type SummaryStepProps = {
  api: ApiClient;
  draft: CheckoutDraft;
  header: CheckoutEvent;
  backHref: string;
  onOrderCreated(orderId: string): void;
};

/** Step 3 (spec §2): "Verifique seus ingressos"; "Ir para pagamento" creates the order (POST /orders). */
export function SummaryStep({ api, draft, header, backHref, onOrderCreated }: SummaryStepProps) {
  const create = useAction(() => createOrder(api, orderPayload(draft)));
  return (
    <CheckoutSummaryScreen
      event={header}
      items={summaryItems(draft)}
      {...draftTotals(draft.items)}
      creating={create.pending}
      error={create.error ? orderCreateErrorMessage(create.error) : null}
      onConfirm={async () => {
        const outcome = await create.run();
        if (outcome.ok) onOrderCreated(outcome.value);
      }}
      backHref={backHref}
    />
  );
}
