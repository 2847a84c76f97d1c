import { Download, X } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { LoadingState } from '../../components/StateMessage';
import { AdminListStates, AdminPage, type AdminAccess } from '../../shell/AdminPage';
import { formatDateTime, type DateInput } from '../../lib/format';
import { cn } from '../../lib/cn';

/** Every word the outbox screen shows, for review in one place. */
const texts = {
  title: 'Caixa de saída',
  description:
    'Os e-mails que a Bilheteria enviou ou vai enviar. Sem SMTP_URL eles ficam aqui, prontos, sem sair do servidor.',
  empty: 'Nenhum e-mail ainda.',
  recipient: 'Para',
  subject: 'Assunto',
  status: 'Situação',
  date: 'Data',
  open: (subject: string) => `Abrir: ${subject}`,
  close: 'Fechar mensagem',
  attempts: (count: number) => (count === 1 ? '1 tentativa' : `${count} tentativas`),
  preview: 'Conteúdo da mensagem, como o destinatário vê',
  attachments: 'Anexos',
  noAttachments: 'Sem anexos.',
  download: (name: string) => `Baixar ${name}`,
  plainText: 'Versão em texto',
  statuses: {
    waiting: 'Aguardando',
    retry: 'Nova tentativa',
    sent: 'Enviado',
    error: 'Falhou',
    skipped: 'Dispensado',
  },
} as const;

type MailStatus = keyof typeof texts.statuses;

type OutboxItem = {
  id: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  createdAt: DateInput;
  lastError?: string | null;
};

type OutboxDetail = OutboxItem & {
  html: string;
  text: string;
  attachments: Array<{ index: number; filename: string; contentType: string }>;
};

type OutboxScreenProps = {
  access: AdminAccess;
  status: 'loading' | 'error' | 'success';
  loadError?: string | null;
  messages: OutboxItem[];
  /** The message open beside the list; null when none. */
  selected?: OutboxDetail | null;
  /** The open message is loading (or failed: `selectedError`). */
  selectedLoading?: boolean;
  selectedError?: string | null;
  onOpen(id: string): void;
  onClose(): void;
  onDownload(messageId: string, attachmentIndex: number, filename: string): void;
};

const statusVariant = {
  waiting: 'neutral',
  retry: 'warning',
  sent: 'success',
  error: 'danger',
  skipped: 'neutral',
} as const;

function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={statusVariant[status]}>{texts.statuses[status]}</Badge>;
}

/** ADMIN "Caixa de saída" (issue #16): every message, and one opened as its recipient sees it. */
function OutboxScreen({
  access,
  status,
  loadError,
  messages,
  selected,
  selectedLoading = false,
  selectedError,
  onOpen,
  onClose,
  onDownload,
}: OutboxScreenProps) {
  const listTitleId = useId();
  const detailTitleId = useId();
  return (
    <AdminPage slot="outbox-screen" title={texts.title} description={texts.description} access={access}>
      <section aria-labelledby={listTitleId} className="grid gap-3">
        <h2 id={listTitleId} className="sr-only">
          {texts.title}
        </h2>
        <AdminListStates status={status} loadError={loadError} count={messages.length} empty={texts.empty}>
          <div className="overflow-x-auto rounded-xl ring-1 ring-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {texts.subject}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {texts.recipient}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {texts.status}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {texts.date}
                  </th>
                </tr>
              </thead>
              <tbody>
                {messages.map((message) => (
                  <tr
                    key={message.id}
                    aria-current={selected?.id === message.id ? 'true' : undefined}
                    className="border-t border-line aria-[current=true]:bg-brand-50"
                  >
                    {/* On a phone the table scrolls sideways rather than break an address letter by letter. */}
                    <td className="min-w-48 px-3 py-2">
                      <button
                        type="button"
                        aria-label={texts.open(message.subject)}
                        onClick={() => onOpen(message.id)}
                        className="text-left font-semibold text-brand-700 underline-offset-4 hover:underline"
                      >
                        {message.subject}
                      </button>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{message.recipient}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <MailStatusBadge status={message.status} />
                      {message.status !== 'sent' && message.attempts > 0 ? (
                        <span className="ml-2 text-xs text-ink-muted">
                          {texts.attempts(message.attempts)}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(message.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </AdminListStates>
      </section>

      {selectedLoading ? <LoadingState /> : null}
      {selectedError ? (
        <Alert tone="danger" role="alert">
          {selectedError}
        </Alert>
      ) : null}
      {selected ? (
        <section aria-labelledby={detailTitleId} className="grid gap-4 rounded-xl p-4 ring-1 ring-line">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <h2 id={detailTitleId} className="text-lg font-bold tracking-tight">
                {selected.subject}
              </h2>
              <p className="text-sm text-ink-muted">
                {texts.recipient}: {selected.recipient} · {formatDateTime(selected.createdAt)}
              </p>
              <div>
                <MailStatusBadge status={selected.status} />
              </div>
              {selected.lastError ? (
                // A skipped message's note says why it was not sent: no failure.
                <p
                  className={cn('text-sm', selected.status === 'skipped' ? 'text-ink-muted' : 'text-danger')}
                >
                  {selected.lastError}
                </p>
              ) : null}
            </div>
            <Button variant="secondary" size="sm" onClick={onClose}>
              <X aria-hidden="true" />
              {texts.close}
            </Button>
          </div>
          {/* No scripts, no forms, no navigation of this page: the message is shown, never run. */}
          <iframe
            title={texts.preview}
            sandbox=""
            srcDoc={selected.html}
            className="h-[32rem] w-full rounded-lg bg-white ring-1 ring-line"
          />
          <div className="grid gap-2">
            <h3 className="font-semibold">{texts.attachments}</h3>
            {selected.attachments.length === 0 ? (
              <p className="text-sm text-ink-muted">{texts.noAttachments}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {selected.attachments.map((attachment) => (
                  <li key={attachment.index}>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={texts.download(attachment.filename)}
                      onClick={() => onDownload(selected.id, attachment.index, attachment.filename)}
                    >
                      <Download aria-hidden="true" />
                      {attachment.filename}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <details>
            <summary className="cursor-pointer font-semibold">{texts.plainText}</summary>
            <pre className="mt-2 text-sm whitespace-pre-wrap">{selected.text}</pre>
          </details>
        </section>
      ) : null}
    </AdminPage>
  );
}

export { OutboxScreen };
export type { OutboxDetail, OutboxItem, OutboxScreenProps };
