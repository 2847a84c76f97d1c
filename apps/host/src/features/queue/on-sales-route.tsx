import { OnSalesScreen } from '@bilheteria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../app/page-title';
import { $api, errorMessage, unwrap } from '../../lib/api';
import { useMe } from '../auth/api';

const ON_SALES_LOAD_ERROR = 'Não foi possível carregar as aberturas de vendas.';
const PACE_SAVE_ERROR = 'Não foi possível salvar o ritmo.';
const KEY = ['get', '/admin/on-sales'] as const;

/** /admin/aberturas (ADMIN, issue #28): upcoming on-sales and their pace, changed live. */
export function OnSalesRoute() {
  const { user, isPending, isConfirmed } = useMe();
  const access = isPending ? 'checking' : isConfirmed && user?.role === 'ADMIN' ? 'granted' : 'denied';
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => unwrap($api.GET('/admin/on-sales', { signal }), ON_SALES_LOAD_ERROR),
    enabled: access === 'granted',
    // The counts move while a line is admitted.
    refetchInterval: 5000,
  });
  const pace = useMutation({
    mutationFn: ({ eventId, admitPerMinute }: { eventId: string; admitPerMinute: number }) =>
      unwrap(
        $api.PATCH('/admin/on-sales/{eventId}', { params: { path: { eventId } }, body: { admitPerMinute } }),
        PACE_SAVE_ERROR,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <>
      <PageTitle>Aberturas de vendas</PageTitle>
      <OnSalesScreen
        access={access}
        status={list.isPending ? 'loading' : list.isError ? 'error' : 'success'}
        loadError={list.isError ? errorMessage(list.error, ON_SALES_LOAD_ERROR) : null}
        onSales={list.data ?? []}
        savingEventId={pace.isPending ? pace.variables.eventId : null}
        saveError={
          pace.isError && pace.variables
            ? { eventId: pace.variables.eventId, message: errorMessage(pace.error, PACE_SAVE_ERROR) }
            : null
        }
        onChangePace={(eventId, admitPerMinute) => pace.mutate({ eventId, admitPerMinute })}
      />
    </>
  );
}
