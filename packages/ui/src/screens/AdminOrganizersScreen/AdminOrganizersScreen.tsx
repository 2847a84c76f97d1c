import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { formatMoney } from '../../lib/format';
import { AdminListStates, AdminPage, type AdminAccess } from '../../shell/AdminPage';
import { texts } from './texts';

type OrganizerAccountStatus = keyof typeof texts.accountStatus;

/** One row of GET /admin/organizers. */
type OrganizerItem = {
  id: string;
  name: string;
  email: string;
  events: number;
  accountStatus: OrganizerAccountStatus;
  /** What the buyers paid, net of refunds and chargebacks (R$). */
  sales: number;
  /** What of it the platform kept: commission, fees, interest (R$). */
  platformRevenue: number;
  commissionPercent: number;
  /** Set by the ADMIN (else the platform's default). */
  customCommission: boolean;
  blocked: boolean;
};

type AdminOrganizersScreenProps = {
  access: AdminAccess;
  status: 'loading' | 'error' | 'success';
  loadError?: string | null;
  organizers: OrganizerItem[];
  /** PLATFORM_COMMISSION_PERCENT. */
  defaultCommissionPercent: number;
  /** The organizer whose change is being saved. */
  savingId?: string | null;
  /** The server's refusal of the last change, for that organizer. */
  saveError?: { id: string; message: string } | null;
  /** A new commission in percent, or null for the platform's default. */
  onSaveCommission(id: string, commissionPercent: number | null): void;
  onSetBlocked(id: string, blocked: boolean): void;
};

const accountVariant = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  documents_required: 'warning',
  refused: 'danger',
} as const;

/** "12,5" or "12.5" → 12.5, when it is 0–50 with at most two decimals; else null. */
function parseCommission(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(clean)) return null;
  const value = Number(clean);
  return value <= 50 ? value : null;
}

function OrganizerCard({
  organizer,
  defaultCommissionPercent,
  saving,
  error,
  onSaveCommission,
  onSetBlocked,
}: {
  organizer: OrganizerItem;
  defaultCommissionPercent: number;
  saving: boolean;
  error: string | null;
} & Pick<AdminOrganizersScreenProps, 'onSaveCommission' | 'onSetBlocked'>) {
  const nameId = useId();
  const [invalid, setInvalid] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = parseCommission(String(new FormData(event.currentTarget).get('commission') ?? ''));
    setInvalid(value === null);
    if (value !== null) onSaveCommission(organizer.id, value);
  }

  return (
    <li
      aria-labelledby={nameId}
      data-slot="organizer"
      data-blocked={organizer.blocked || undefined}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p id={nameId} className="font-bold break-words text-ink">
            {organizer.name}
          </p>
          <p className="text-sm break-all text-ink-muted">{organizer.email}</p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={accountVariant[organizer.accountStatus]}>
              {texts.accountStatus[organizer.accountStatus]}
            </Badge>
            {organizer.blocked ? <Badge variant="danger">{texts.blocked}</Badge> : null}
            <span className="text-sm text-ink-muted">{texts.events(organizer.events)}</span>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-right">
          <dt className="text-xs text-ink-muted">{texts.sales}</dt>
          <dt className="text-xs text-ink-muted">{texts.platformRevenue}</dt>
          <dd className="font-extrabold tabular-nums">{formatMoney(organizer.sales)}</dd>
          <dd className="font-extrabold tabular-nums">{formatMoney(organizer.platformRevenue)}</dd>
        </dl>
      </div>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-label={`${texts.commission}: ${organizer.name}`}
          className="grid gap-2"
        >
          <Field
            label={texts.commission}
            hint={texts.commissionHint(defaultCommissionPercent, organizer.customCommission)}
            error={invalid ? texts.commissionRange : undefined}
            className="w-full sm:w-80"
          >
            <Input
              name="commission"
              inputMode="decimal"
              defaultValue={organizer.commissionPercent.toLocaleString('pt-BR')}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="secondary" size="sm" disabled={saving}>
              {saving ? texts.saving : texts.saveCommission}
            </Button>
            {organizer.customCommission ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={saving}
                onClick={() => onSaveCommission(organizer.id, null)}
              >
                {texts.useDefault}
              </Button>
            ) : null}
          </div>
        </form>
        <div className="grid justify-items-end gap-1">
          <Button
            variant={organizer.blocked ? 'secondary' : 'danger'}
            size="sm"
            disabled={saving}
            onClick={() => onSetBlocked(organizer.id, !organizer.blocked)}
          >
            {organizer.blocked ? texts.unblock : texts.block}
          </Button>
          {organizer.blocked ? <p className="text-xs text-ink-muted">{texts.blockedNote}</p> : null}
        </div>
      </div>
    </li>
  );
}

/**
 * ADMIN "Organizadores" (issue #31 point 6): each organizer with its payout account's status, its sales and the
 * platform's revenue from them; the commission the ADMIN sets (0–50 %) and the block of new paid sales.
 */
function AdminOrganizersScreen({
  access,
  status,
  loadError,
  organizers,
  defaultCommissionPercent,
  savingId,
  saveError,
  onSaveCommission,
  onSetBlocked,
}: AdminOrganizersScreenProps) {
  const listTitleId = useId();
  return (
    <AdminPage
      slot="admin-organizers-screen"
      title={texts.title}
      description={texts.description}
      access={access}
    >
      <section aria-labelledby={listTitleId} className="grid gap-3">
        <h2 id={listTitleId} className="text-base font-semibold text-ink">
          {texts.listTitle}
        </h2>
        <AdminListStates status={status} loadError={loadError} count={organizers.length} empty={texts.empty}>
          <ul className="grid gap-3" aria-labelledby={listTitleId}>
            {organizers.map((organizer) => (
              <OrganizerCard
                // Remounted after a save, so the field shows the commission the server kept.
                key={`${organizer.id}:${organizer.commissionPercent}`}
                organizer={organizer}
                defaultCommissionPercent={defaultCommissionPercent}
                saving={savingId === organizer.id}
                error={saveError?.id === organizer.id ? saveError.message : null}
                onSaveCommission={onSaveCommission}
                onSetBlocked={onSetBlocked}
              />
            ))}
          </ul>
        </AdminListStates>
      </section>
    </AdminPage>
  );
}

export { AdminOrganizersScreen };
export type { AdminOrganizersScreenProps, OrganizerAccountStatus, OrganizerItem };
