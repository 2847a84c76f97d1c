import type { Schemas } from '@bilheteria/api-client';
import { downloadBlob, OutboxScreen, type OutboxItem } from '@bilheteria/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '../../app/page-title';
import { $api, errorMessage, unwrap } from '../../lib/api';
import { useMe } from '../auth/api';

const OUTBOX_LOAD_ERROR = 'Não foi possível carregar a caixa de saída.';
const MESSAGE_LOAD_ERROR = 'Não foi possível abrir a mensagem.';

const toItem = (message: Schemas['OutboxSummary']): OutboxItem => ({
  id: message._id,
  recipient: message.recipient,
  subject: message.subject,
  status: message.status,
  attempts: message.attempts,
  createdAt: message.createdAt,
  lastError: message.lastError,
});

/** /admin/caixa-de-saida (ADMIN): the e-mail outbox; a message opens as its recipient sees it. */
export function OutboxRoute() {
  const { user, isPending, isConfirmed } = useMe();
  const access = isPending ? 'checking' : isConfirmed && user?.role === 'ADMIN' ? 'granted' : 'denied';
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['get', '/admin/mail'],
    queryFn: ({ signal }) =>
      unwrap($api.GET('/admin/mail', { params: { query: { limit: 100 } }, signal }), OUTBOX_LOAD_ERROR),
    enabled: access === 'granted',
  });
  const message = useQuery({
    queryKey: ['get', '/admin/mail/{id}', openId],
    queryFn: ({ signal }) =>
      unwrap($api.GET('/admin/mail/{id}', { params: { path: { id: openId! } }, signal }), MESSAGE_LOAD_ERROR),
    enabled: access === 'granted' && openId !== null,
  });

  return (
    <>
      <PageTitle>Caixa de saída</PageTitle>
      <OutboxScreen
        access={access}
        status={list.isPending ? 'loading' : list.isError ? 'error' : 'success'}
        loadError={list.isError ? errorMessage(list.error, OUTBOX_LOAD_ERROR) : undefined}
        messages={list.data?.items.map(toItem) ?? []}
        selected={
          openId !== null && message.data
            ? {
                ...toItem(message.data),
                html: message.data.html,
                text: message.data.text,
                attachments: message.data.attachments,
              }
            : null
        }
        selectedLoading={openId !== null && message.isPending}
        selectedError={
          openId !== null && message.isError ? errorMessage(message.error, MESSAGE_LOAD_ERROR) : undefined
        }
        onOpen={setOpenId}
        onClose={() => setOpenId(null)}
        onDownload={(id, index, filename) => {
          void $api
            .GET('/admin/mail/{id}/attachments/{index}', { params: { path: { id, index } }, parseAs: 'blob' })
            .then(({ data }) => {
              if (data) downloadBlob(data as Blob, filename);
            });
        }}
      />
    </>
  );
}
