import type { Schemas } from '@bilheteria/api-client';
import { AdminOrganizersScreen, type OrganizerItem } from '@bilheteria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../app/page-title';
import { $api, errorMessage, unwrap } from '../../lib/api';
import { useMe } from '../auth/api';

const LOAD_FAILED = 'Não foi possível carregar os organizadores.';
const SAVE_FAILED = 'Não foi possível salvar a mudança.';
const organizersQueryKey = ['get', '/admin/organizers'] as const;

const toItem = (organizer: Schemas['AdminOrganizer']): OrganizerItem => ({
  id: organizer._id,
  name: organizer.name,
  email: organizer.email,
  events: organizer.events,
  accountStatus: organizer.accountStatus,
  sales: organizer.sales,
  platformRevenue: organizer.platformRevenue,
  commissionPercent: organizer.commissionPercent,
  customCommission: organizer.customCommission,
  blocked: organizer.blocked,
});

type Change = { id: string; body: Schemas['AdminOrganizerUpdate'] };

/** /admin/organizadores (ADMIN, issue #31): organizers, their commission and block. */
export function AdminOrganizersRoute() {
  const { user, isPending, isConfirmed } = useMe();
  const access = isPending ? 'checking' : isConfirmed && user?.role === 'ADMIN' ? 'granted' : 'denied';
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: organizersQueryKey,
    queryFn: ({ signal }) => unwrap($api.GET('/admin/organizers', { signal }), LOAD_FAILED),
    enabled: access === 'granted',
  });
  const update = useMutation({
    mutationFn: ({ id, body }: Change) =>
      unwrap($api.PATCH('/admin/organizers/{id}', { params: { path: { id } }, body }), SAVE_FAILED),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizersQueryKey }),
  });
  return (
    <>
      <PageTitle>Organizadores</PageTitle>
      <AdminOrganizersScreen
        access={access}
        status={list.isPending ? 'loading' : list.isError ? 'error' : 'success'}
        loadError={list.isError ? errorMessage(list.error, LOAD_FAILED) : undefined}
        organizers={list.data?.items.map(toItem) ?? []}
        defaultCommissionPercent={list.data?.defaultCommissionPercent ?? 0}
        savingId={update.isPending ? update.variables.id : null}
        saveError={
          update.isError
            ? { id: update.variables.id, message: errorMessage(update.error, SAVE_FAILED) }
            : null
        }
        onSaveCommission={(id, commissionPercent) => update.mutate({ id, body: { commissionPercent } })}
        onSetBlocked={(id, blocked) => update.mutate({ id, body: { blocked } })}
      />
    </>
  );
}
