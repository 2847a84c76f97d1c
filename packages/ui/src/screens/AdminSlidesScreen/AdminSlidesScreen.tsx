import { UPLOAD_ASPECT } from '@bilheteria/rules';
import { ArrowDown, ArrowUp, Eye, EyeOff, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { ImageUploadField } from '../../components/ImageUploadField';
import { Input } from '../../components/Input';
import { AdminListStates, AdminPage, type AdminAccess } from '../../shell/AdminPage';
import { toDateTimeLocal } from '../../lib/datetime-local';
import { formatDateTime, type DateInput } from '../../lib/format';
import { texts } from './texts';

type AdminSlide = {
  id: string;
  imageUrl: string;
  linkUrl?: string | null;
  title?: string | null;
  order: number;
  active: boolean;
  startAt?: DateInput | null;
  endAt?: DateInput | null;
};

/** The "Novo slide" form as the inputs hold it; start and end are datetime-local text (São Paulo). */
type SlideFormValues = {
  imageUrl: string;
  linkUrl: string;
  title: string;
  order: string;
  startAt: string;
  endAt: string;
  active: boolean;
};

/**
 * What the home page does with the slide at `now`: an active slide before its start is scheduled ("agendado"),
 * after its end expired ("expirado"); only in between is it shown ("ativo").
 */
function slideState(slide: AdminSlide, now: number): 'active' | 'inactive' | 'scheduled' | 'expired' {
  if (!slide.active) return 'inactive';
  const at = (value: DateInput | null | undefined) => (value ? new Date(value).getTime() : Number.NaN);
  if (at(slide.startAt) > now) return 'scheduled';
  if (at(slide.endAt) <= now) return 'expired';
  return 'active';
}

const stateBadge = {
  active: 'success',
  inactive: 'neutral',
  scheduled: 'brand',
  expired: 'warning',
} as const;

type SlideFormErrors = Partial<Record<keyof SlideFormValues, string>>;

type AdminSlidesScreenProps = {
  access: AdminAccess;
  /** The list of every slide. */
  status: 'loading' | 'error' | 'success';
  /** The load failure: the server's message, else "Falha ao carregar" (spec §8). */
  loadError?: string | null;
  slides: readonly AdminSlide[];
  values: SlideFormValues;
  errors?: SlideFormErrors;
  /** Increases with every submit attempt: focus then moves to the first invalid field. */
  submitCount?: number;
  creating: boolean;
  /** A failed create (or edit): the server's message, else "Erro ao criar slide" (spec §8). */
  createError?: string | null;
  /** The slide the form edits; absent or null: the form creates a new one. */
  editing?: AdminSlide | null;
  /** The slide whose move, toggle or removal is in flight. */
  busyId?: string | null;
  /** A failed move, toggle or removal. */
  actionError?: string | null;
  onChange(values: SlideFormValues): void;
  /** Submits the form: creates a slide, or saves the one being edited. */
  onCreate(): void;
  /** "Editar" on a slide: the host fills the form with `slideFormValues(slide)`. */
  onEdit(slide: AdminSlide): void;
  onCancelEdit(): void;
  onMove(id: string, direction: 'up' | 'down'): void;
  onToggle(id: string, active: boolean): void;
  /** Called once the removal was confirmed. */
  onRemove(id: string): void;
  /** The clock (ms since epoch) that tells scheduled and expired slides apart. */
  now: number;
  /** The slide image's upload in flight, or refused (issue #30). */
  imageUpload?: { uploading: boolean; error?: string | null };
  /** An image chosen and cropped to 8:3: the host uploads it and sets `imageUrl`. */
  onUploadImage?(image: Blob): void;
};

/** Spec §2: order 0 and "Ativo" on. */
function newSlideFormValues(): SlideFormValues {
  return { imageUrl: '', linkUrl: '', title: '', order: '0', startAt: '', endAt: '', active: true };
}

/** A saved slide as the form holds it, for "Editar". */
function slideFormValues(slide: AdminSlide): SlideFormValues {
  return {
    imageUrl: slide.imageUrl,
    linkUrl: slide.linkUrl ?? '',
    title: slide.title ?? '',
    order: String(slide.order),
    startAt: toDateTimeLocal(slide.startAt ? new Date(slide.startAt).toISOString() : null),
    endAt: toDateTimeLocal(slide.endAt ? new Date(slide.endAt).toISOString() : null),
    active: slide.active,
  };
}

function period(slide: AdminSlide) {
  const start = slide.startAt ? formatDateTime(slide.startAt) : '';
  const end = slide.endAt ? formatDateTime(slide.endAt) : '';
  if (start && end) return texts.list.between(start, end);
  if (start) return texts.list.from(start);
  if (end) return texts.list.until(end);
  return texts.list.always;
}

function SlideForm({
  values,
  errors = {},
  submitCount = 0,
  creating,
  createError,
  editing,
  onChange,
  onCreate,
  onCancelEdit,
  imageUpload,
  onUploadImage,
}: Pick<
  AdminSlidesScreenProps,
  | 'imageUpload'
  | 'onUploadImage'
  | 'values'
  | 'errors'
  | 'submitCount'
  | 'creating'
  | 'createError'
  | 'editing'
  | 'onChange'
  | 'onCreate'
  | 'onCancelEdit'
>) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const text = (key: Exclude<keyof SlideFormValues, 'active'>) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: event.target.value }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!creating) onCreate();
  }

  return (
    <Card className="p-5 sm:p-6">
      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        onSubmit={handleSubmit}
        className="grid gap-4"
        data-slot="slide-form"
      >
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-bold tracking-tight">
            {editing ? texts.form.editTitle : texts.form.title}
          </h2>
          {editing ? (
            <p className="text-sm break-words text-ink-muted">
              {texts.form.editing(editing.title?.trim() || texts.list.untitled)}
            </p>
          ) : null}
        </div>
        {createError ? (
          <Alert tone="danger" role="alert">
            {createError}
          </Alert>
        ) : null}
        <ImageUploadField
          label={texts.form.imageUrl}
          hint={texts.form.imageUrlHint}
          name="imageUrl"
          value={values.imageUrl}
          aspect={UPLOAD_ASPECT.slide}
          uploading={imageUpload?.uploading}
          error={imageUpload?.error ?? errors.imageUrl}
          onUrlChange={(url) => onChange({ ...values, imageUrl: url })}
          onUpload={(image) => onUploadImage?.(image)}
        />
        <Field label={texts.form.linkUrl} hint={texts.form.linkUrlHint} error={errors.linkUrl}>
          <Input {...text('linkUrl')} type="url" inputMode="url" placeholder="https://" />
        </Field>
        <Field label={texts.form.slideTitle} hint={texts.form.slideTitleHint} error={errors.title}>
          <Input {...text('title')} maxLength={200} />
        </Field>
        <Field label={texts.form.order} error={errors.order} className="max-w-32">
          <Input {...text('order')} type="number" inputMode="numeric" min="0" step="1" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <Field label={texts.form.startAt} error={errors.startAt}>
            <Input {...text('startAt')} type="datetime-local" />
          </Field>
          <Field label={texts.form.endAt} error={errors.endAt}>
            <Input {...text('endAt')} type="datetime-local" />
          </Field>
        </div>
        <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            name="active"
            checked={values.active}
            onChange={(event) => onChange({ ...values, active: event.target.checked })}
            className="size-4 accent-brand-600"
          />
          {texts.form.active}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <Button type="submit" disabled={creating} className="w-full sm:w-fit">
            {creating ? texts.form.submitting : editing ? texts.form.submitEdit : texts.form.submit}
          </Button>
          {editing ? (
            <Button
              variant="secondary"
              disabled={creating}
              onClick={onCancelEdit}
              className="w-full sm:w-fit"
            >
              {texts.form.cancelEdit}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

function SlideItem({
  slide,
  first,
  last,
  busy,
  now,
  onMove,
  onToggle,
  onEdit,
  onAskRemove,
}: {
  slide: AdminSlide;
  now: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(direction: 'up' | 'down'): void;
  onToggle(): void;
  onEdit(): void;
  onAskRemove(): void;
}) {
  const titleId = useId();
  const title = slide.title?.trim() || texts.list.untitled;

  return (
    <li
      data-slot="admin-slide"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[12rem_minmax(0,1fr)]"
    >
      <div className="self-start overflow-hidden rounded-control bg-surface-muted">
        {slide.imageUrl ? (
          <img src={slide.imageUrl} alt="" className="aspect-[8/3] w-full object-cover" />
        ) : (
          <div className="flex aspect-[8/3] items-center justify-center text-ink-muted">
            <ImageOff aria-hidden className="size-6" />
          </div>
        )}
      </div>
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-bold text-ink">
            {title}
          </h3>
          <Badge variant={stateBadge[slideState(slide, now)]}>{texts.list[slideState(slide, now)]}</Badge>
          <span className="text-sm text-ink-muted">{texts.list.order(slide.order)}</span>
        </div>
        <p className="truncate text-sm text-ink-muted">
          {texts.list.link}{' '}
          {slide.linkUrl ? (
            <a
              href={slide.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {slide.linkUrl}
            </a>
          ) : (
            texts.list.noLink
          )}
        </p>
        <p className="text-sm text-ink-muted">
          {texts.list.period} {period(slide)}
        </p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Button
            variant="secondary"
            size="icon"
            aria-label={texts.list.moveUp}
            aria-describedby={titleId}
            disabled={first || busy}
            onClick={() => onMove('up')}
            className="size-9"
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={texts.list.moveDown}
            aria-describedby={titleId}
            disabled={last || busy}
            onClick={() => onMove('down')}
            className="size-9"
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button variant="secondary" size="sm" aria-describedby={titleId} disabled={busy} onClick={onToggle}>
            {slide.active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {slide.active ? texts.list.deactivate : texts.list.activate}
          </Button>
          <Button variant="secondary" size="sm" aria-describedby={titleId} disabled={busy} onClick={onEdit}>
            <Pencil aria-hidden />
            {texts.list.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={titleId}
            disabled={busy}
            onClick={onAskRemove}
            className="text-danger hover:bg-danger-soft"
          >
            <Trash2 aria-hidden />
            {texts.list.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Admin slides (spec §2): create, reorder, (de)activate and remove the home carousel's slides. */
function AdminSlidesScreen({
  access,
  status,
  loadError,
  slides,
  busyId,
  actionError,
  onMove,
  onToggle,
  onRemove,
  onEdit,
  now,
  ...form
}: AdminSlidesScreenProps) {
  const [pending, setPending] = useState<AdminSlide | null>(null);
  const listTitleId = useId();

  return (
    <AdminPage slot="admin-slides-screen" title={texts.title} description={texts.description} access={access}>
      <div className="grid items-start gap-6 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <SlideForm {...form} />

        <section aria-labelledby={listTitleId} className="grid gap-4">
          <h2 id={listTitleId} className="text-lg font-bold tracking-tight">
            {texts.list.title}
          </h2>
          {actionError ? (
            <Alert tone="danger" role="alert">
              {actionError}
            </Alert>
          ) : null}
          <AdminListStates
            status={status}
            loadError={loadError}
            count={slides.length}
            empty={texts.list.empty}
          >
            <ol aria-labelledby={listTitleId} className="grid gap-3">
              {slides.map((slide, index) => (
                <SlideItem
                  key={slide.id}
                  slide={slide}
                  first={index === 0}
                  last={index === slides.length - 1}
                  busy={busyId === slide.id}
                  now={now}
                  onMove={(direction) => onMove(slide.id, direction)}
                  onToggle={() => onToggle(slide.id, !slide.active)}
                  onEdit={() => onEdit(slide)}
                  onAskRemove={() => setPending(slide)}
                />
              ))}
            </ol>
          </AdminListStates>
        </section>
      </div>

      <ConfirmDialog
        slot="remove-slide-dialog"
        open={pending !== null}
        subject={pending ? pending.title?.trim() || texts.list.untitled : null}
        title={texts.confirm.title}
        text={texts.confirm.text}
        cancelLabel={texts.confirm.cancel}
        confirmLabel={texts.confirm.confirm}
        onConfirm={() => pending && onRemove(pending.id)}
        onClose={() => setPending(null)}
      />
    </AdminPage>
  );
}

export { AdminSlidesScreen, newSlideFormValues, slideFormValues };
export type { AdminSlide, AdminSlidesScreenProps, SlideFormErrors, SlideFormValues };
