import { COUPON_LOT_MESSAGES, UPLOAD_ASPECT } from '@bilheteria/rules';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { ImageUploadField } from '../../components/ImageUploadField';
import { Input, Select, Textarea } from '../../components/Input';
import { LoadingState } from '../../components/StateMessage';
import { AppLink } from '../../lib/link';
import { formatMoney } from '../../lib/format';
import {
  derivedMeiaPriceCents,
  newCategory,
  newLot,
  soldOf,
  withDerivedMeiaPrices,
  type CategoryFormValues,
  type EventFormValues,
  type EventStatus,
  type LotFormValues,
} from '../../lib/lots';
import { OnSaleSection } from './OnSaleSection';
import { texts } from './texts';

/**
 * Messages by field path: "title", "eventDate", "categories.0.name", "categories.1.lots.0.price"... The
 * host's validation (zod) produces them; the screen only shows them.
 */
type EventFormErrors = Partial<Record<string, string>>;

type EventFormScreenProps = {
  mode: 'new' | 'edit';
  /** Editing loads the event first: `loading`, then `ready` (or `error` with `loadError`). */
  status?: 'loading' | 'error' | 'ready';
  loadError?: string | null;
  values: EventFormValues;
  errors?: EventFormErrors;
  /** Increases with every submit attempt: focus then moves to the first invalid field. */
  submitCount?: number;
  saving: boolean;
  /** A failed save: the server's message, else "Erro ao salvar" (spec §8). */
  error?: string | null;
  /**
   * Where the failed save's message says to go, when it names a place (issue #31: a paid event waits for the
   * organizer's payout account, "Recebimentos").
   */
  errorLink?: { href: string; label: string } | null;
  cancelHref: string;
  /** Editing: the event's "Cupons" screen (issue #18). */
  couponsHref?: string;
  /**
   * Editing: where a category's seat map is drawn ("lugares marcados", issue #29), and the categories that have
   * one. Absent (a new event): the map is drawn once the event is saved.
   */
  seatMapHref?: (category: string) => string;
  seatedCategories?: readonly string[];
  /**
   * The lots some usable coupon names (`lotsOpenedByCoupons`): a "só com cupom" lot outside it, or not saved yet,
   * is flagged, since no buyer can open it (issue #30). Absent while the coupons are unknown: nothing is flagged.
   */
  couponOpenedLotIds?: readonly string[];
  onChange(values: EventFormValues): void;
  onSubmit(): void;
  /** The poster's and the map's upload in flight, or refused (issue #30). */
  uploads?: Partial<Record<ImageField, { uploading: boolean; error?: string | null }>>;
  /** An image chosen (and cropped) for the poster or the map: the host uploads it and sets the address. */
  onUploadImage?(field: ImageField, image: Blob): void;
};

/** The event's images, each an upload field. */
type ImageField = 'image' | 'mapImage';

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span aria-hidden className="text-danger">
        {texts.required}
      </span>
    </>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="grid gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** Event form (spec §2 "Novo evento" / "Editar evento", §5): form-library agnostic, the host validates. */
function EventFormScreen({
  mode,
  status = 'ready',
  loadError,
  values,
  errors = {},
  submitCount = 0,
  saving,
  error,
  errorLink,
  cancelHref,
  couponsHref,
  seatMapHref,
  seatedCategories = [],
  couponOpenedLotIds,
  onChange,
  onSubmit,
  uploads = {},
  onUploadImage,
}: EventFormScreenProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Adding or removing a category or lot moves focus to where the user continues.
  const focusAfterRender = useRef<string | null>(null);
  const title = mode === 'new' ? texts.titleNew : texts.titleEdit;
  const hasErrors = Object.values(errors).some(Boolean);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  // A refused save's message sits at the top of a long form, far above the button that was pressed: it takes
  // the focus (screen readers read it) and comes into view.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    errorRef.current?.focus({ preventScroll: true });
    // (jsdom, where the route tests run, has no scrollIntoView.)
    errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);

  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const ids = {
    categoryTitle: (c: number) => `${formId}-c${c}-title`,
    categoryName: (c: number) => `${formId}-c${c}-name`,
    addCategory: `${formId}-add-category`,
    lotTitle: (c: number, l: number) => `${formId}-c${c}-l${l}-title`,
    lotLabel: (c: number, l: number) => `${formId}-c${c}-l${l}-label`,
    addLot: (c: number) => `${formId}-c${c}-add-lot`,
  };

  // A half price follows its Inteira as the organizer types (issue #30): never typed, always saved with it.
  function set<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) {
    onChange(withDerivedMeiaPrices({ ...values, [key]: value }));
  }

  const text = (
    key: Exclude<
      keyof EventFormValues,
      'categories' | 'status' | 'meiaEntradaLei' | 'maxInstallments' | 'onSale'
    >,
  ) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value),
  });

  function setCategories(categories: CategoryFormValues[]) {
    set('categories', categories);
  }

  function updateCategory(index: number, patch: Partial<CategoryFormValues>) {
    setCategories(values.categories.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  }

  function updateLot(categoryIndex: number, lotIndex: number, patch: Partial<LotFormValues>) {
    const category = values.categories[categoryIndex]!;
    updateCategory(categoryIndex, {
      lots: category.lots.map((item, at) => (at === lotIndex ? { ...item, ...patch } : item)),
    });
  }

  function addCategory() {
    focusAfterRender.current = ids.categoryName(values.categories.length);
    setCategories([...values.categories, newCategory()]);
  }

  function removeCategory(index: number) {
    focusAfterRender.current = ids.addCategory;
    setCategories(values.categories.filter((_, at) => at !== index));
  }

  function addLot(categoryIndex: number) {
    const category = values.categories[categoryIndex]!;
    focusAfterRender.current = ids.lotLabel(categoryIndex, category.lots.length);
    updateCategory(categoryIndex, { lots: [...category.lots, newLot(category.lots)] });
  }

  function removeLot(categoryIndex: number, lotIndex: number) {
    const category = values.categories[categoryIndex]!;
    focusAfterRender.current = ids.addLot(categoryIndex);
    updateCategory(categoryIndex, { lots: category.lots.filter((_, at) => at !== lotIndex) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSubmit();
  }

  const header = (
    <header className="grid gap-1">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {status === 'ready' ? <p className="text-sm text-ink-muted">{texts.intro}</p> : null}
    </header>
  );

  if (status !== 'ready') {
    return (
      <div data-slot="event-form-screen" className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        {header}
        {status === 'loading' ? <LoadingState /> : null}
        {status === 'error' ? (
          <Alert tone="danger" role="alert">
            {loadError}
          </Alert>
        ) : null}
      </div>
    );
  }

  return (
    <div data-slot="event-form-screen" className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      {header}
      <form
        ref={formRef}
        noValidate
        aria-label={title}
        onSubmit={handleSubmit}
        className="grid gap-6"
        data-slot="event-form"
      >
        {error ? (
          <Alert ref={errorRef} tabIndex={-1} tone="danger" role="alert" className="scroll-mt-24">
            {error}
            {errorLink ? (
              <>
                {' '}
                <AppLink href={errorLink.href} className="font-semibold underline underline-offset-4">
                  {errorLink.label}
                </AppLink>
              </>
            ) : null}
          </Alert>
        ) : null}
        {hasErrors && submitCount > 0 ? <Alert tone="danger">{texts.fixErrors}</Alert> : null}

        <Section title={texts.sections.info}>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <Field label={<RequiredLabel>{texts.fields.title}</RequiredLabel>} error={errors.title}>
              <Input {...text('title')} required maxLength={200} autoComplete="off" />
            </Field>
            <Field label={texts.fields.status} error={errors.status}>
              <Select
                name="status"
                value={values.status}
                onChange={(event) => set('status', event.target.value as EventStatus)}
              >
                <option value="draft">{texts.status.draft}</option>
                <option value="published">{texts.status.published}</option>
              </Select>
            </Field>
          </div>
          <div className="grid gap-1">
            <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-semibold text-ink">
              <input
                type="checkbox"
                name="meiaEntradaLei"
                checked={values.meiaEntradaLei ?? true}
                onChange={(event) => set('meiaEntradaLei', event.target.checked)}
                aria-describedby={`${formId}-meia-hint`}
                className="size-4 accent-brand-600"
              />
              {texts.fields.meiaEntradaLei}
            </label>
            <p id={`${formId}-meia-hint`} className="text-sm text-ink-muted">
              {texts.fields.meiaEntradaLeiHint}
            </p>
          </div>
          <Field
            label={texts.fields.maxInstallments}
            hint={texts.fields.maxInstallmentsHint}
            error={errors.maxInstallments}
            className="sm:max-w-xs"
          >
            <Select
              name="maxInstallments"
              value={String(values.maxInstallments ?? 12)}
              onChange={(event) => set('maxInstallments', Number(event.target.value))}
            >
              {Array.from({ length: 12 }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {texts.installmentsOption(count)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={texts.fields.description} error={errors.description}>
            <Textarea {...text('description')} rows={5} maxLength={10000} />
          </Field>
          <div className="grid gap-6 sm:grid-cols-2">
            {(['image', 'mapImage'] as const).map((field) => (
              <ImageUploadField
                key={field}
                label={texts.fields[field]}
                hint={texts.fields[`${field}Hint`]}
                name={field}
                value={values[field]}
                aspect={UPLOAD_ASPECT[field === 'image' ? 'poster' : 'map']}
                uploading={uploads[field]?.uploading}
                error={uploads[field]?.error ?? errors[field]}
                onUrlChange={(url) => set(field, url)}
                onUpload={(image) => onUploadImage?.(field, image)}
              />
            ))}
          </div>
        </Section>

        <Section title={texts.sections.place}>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6rem]">
            <Field label={texts.fields.venue} error={errors.venue}>
              <Input {...text('venue')} maxLength={200} />
            </Field>
            <Field label={texts.fields.city} error={errors.city}>
              <Input {...text('city')} maxLength={200} autoComplete="address-level2" />
            </Field>
            <Field label={texts.fields.state} error={errors.state}>
              <Input
                name="state"
                value={values.state}
                onChange={(event) => set('state', event.target.value.toUpperCase().slice(0, 2))}
                maxLength={2}
                placeholder={texts.fields.statePlaceholder}
                autoComplete="address-level1"
                className="uppercase"
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={<RequiredLabel>{texts.fields.eventDate}</RequiredLabel>} error={errors.eventDate}>
              <Input {...text('eventDate')} type="date" required />
            </Field>
            <Field label={texts.fields.gatesOpenTime} error={errors.gatesOpenTime}>
              <Input {...text('gatesOpenTime')} type="time" />
            </Field>
            <Field label={texts.fields.showStartTime} error={errors.showStartTime}>
              <Input {...text('showStartTime')} type="time" />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={texts.fields.startDate} error={errors.startDate}>
              <Input {...text('startDate')} type="datetime-local" />
            </Field>
            <Field label={texts.fields.endDate} error={errors.endDate}>
              <Input {...text('endDate')} type="datetime-local" />
            </Field>
          </div>
        </Section>

        {couponsHref ? (
          <p className="text-sm">
            <AppLink
              href={couponsHref}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {texts.coupons}
            </AppLink>
          </p>
        ) : null}
        <Section title={texts.sections.onSale}>
          <OnSaleSection value={values.onSale} errors={errors} onChange={(onSale) => set('onSale', onSale)} />
        </Section>

        <Section title={texts.sections.tickets}>
          <p className="-mt-2 text-sm text-ink-muted">{texts.ticketsHint}</p>
          {values.categories.length === 0 ? (
            <p className="rounded-control border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
              {texts.noCategories}
            </p>
          ) : null}
          {values.categories.map((category, c) => {
            const categoryPath = `categories.${c}`;
            return (
              <div
                key={c}
                role="group"
                aria-labelledby={ids.categoryTitle(c)}
                data-slot="event-form-category"
                className="grid gap-4 rounded-card border border-line bg-surface-muted/60 p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={ids.categoryTitle(c)} className="text-base font-bold break-words text-brand-800">
                    {texts.category.heading(category.name, c + 1)}
                  </h3>
                  {category.lots.some((item) => soldOf(item) > 0) ? (
                    <p className="text-sm text-ink-muted">{texts.category.keepsSales}</p>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => removeCategory(c)}
                      className="-mr-2 text-danger hover:bg-danger-soft"
                    >
                      <Trash2 aria-hidden />
                      {texts.category.remove}
                    </Button>
                  )}
                </div>
                <Field
                  id={ids.categoryName(c)}
                  label={<RequiredLabel>{texts.category.name}</RequiredLabel>}
                  error={errors[`${categoryPath}.name`]}
                  className="max-w-md"
                >
                  <Input
                    name={`${categoryPath}.name`}
                    value={category.name}
                    onChange={(event) => updateCategory(c, { name: event.target.value })}
                    required
                  />
                </Field>
                {seatMapHref && category.name.trim() ? (
                  <p data-slot="seat-map-link" className="text-sm">
                    <AppLink
                      href={seatMapHref(category.name.trim())}
                      className="font-semibold text-brand-700 underline"
                    >
                      {seatedCategories.includes(category.name.trim())
                        ? texts.category.seatMapEdit
                        : texts.category.seatMapDraw}
                    </AppLink>
                  </p>
                ) : null}

                {category.lots.map((lot, l) => {
                  const lotPath = `${categoryPath}.lots.${l}`;
                  const meiaCents = derivedMeiaPriceCents(values, category, l);
                  const lotField = (key: keyof Omit<LotFormValues, '_id' | '_sold' | 'couponOnly'>) => ({
                    name: `${lotPath}.${key}`,
                    value: lot[key],
                    onChange: (event: ChangeEvent<HTMLInputElement>) =>
                      updateLot(c, l, { [key]: event.target.value }),
                  });
                  return (
                    <div
                      key={l}
                      role="group"
                      aria-labelledby={ids.lotTitle(c, l)}
                      data-slot="event-form-lot"
                      className="grid grid-cols-2 items-start gap-3 rounded-control border border-line bg-surface p-4 sm:grid-cols-12"
                    >
                      <div className="col-span-full flex flex-wrap items-center justify-between gap-2">
                        <div className="flex min-w-0 flex-wrap items-center gap-2">
                          <h4 id={ids.lotTitle(c, l)} className="text-sm font-semibold break-words text-ink">
                            {texts.lot.heading(lot.label, l + 1)}
                          </h4>
                          {lot._id ? (
                            <Badge variant={soldOf(lot) > 0 ? 'brand' : 'neutral'}>
                              {texts.lot.sold(soldOf(lot))}
                            </Badge>
                          ) : null}
                        </div>
                        {soldOf(lot) > 0 ? (
                          <p className="text-sm text-ink-muted">{texts.lot.keepsSales}</p>
                        ) : (
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => removeLot(c, l)}
                            className="-mr-2 text-danger hover:bg-danger-soft"
                          >
                            <Trash2 aria-hidden />
                            {texts.lot.remove}
                          </Button>
                        )}
                      </div>
                      <Field
                        id={ids.lotLabel(c, l)}
                        label={<RequiredLabel>{texts.lot.label}</RequiredLabel>}
                        error={errors[`${lotPath}.label`]}
                        className="col-span-2 sm:col-span-6"
                      >
                        <Input {...lotField('label')} required />
                      </Field>
                      {meiaCents === undefined ? (
                        <Field
                          label={texts.lot.price}
                          error={errors[`${lotPath}.price`]}
                          className="sm:col-span-3"
                        >
                          <Input
                            {...lotField('price')}
                            type="number"
                            inputMode="decimal"
                            step="0.01"
                            min="0"
                          />
                        </Field>
                      ) : (
                        <div className="grid gap-1.5 sm:col-span-3" data-slot="event-form-meia-price">
                          <span className="text-sm font-semibold text-ink">{texts.lot.price}</span>
                          {/* Never typed: half of the Inteira, kept on one line with its price. */}
                          <p className="rounded-control border border-dashed border-line bg-surface-muted px-3 py-2 text-sm text-ink">
                            {texts.lot.meiaPrice}{' '}
                            <strong className="font-semibold whitespace-nowrap">
                              {formatMoney(meiaCents / 100)}
                            </strong>
                          </p>
                        </div>
                      )}
                      <Field
                        label={texts.lot.quantity}
                        error={errors[`${lotPath}.quantity`]}
                        className="sm:col-span-3"
                      >
                        <Input {...lotField('quantity')} type="number" inputMode="numeric" step="1" min="0" />
                      </Field>
                      <Field
                        label={texts.lot.lotNumber}
                        error={errors[`${lotPath}.lotNumber`]}
                        className="sm:col-span-3"
                      >
                        <Input
                          {...lotField('lotNumber')}
                          type="number"
                          inputMode="numeric"
                          step="1"
                          min="1"
                        />
                      </Field>
                      <Field
                        label={texts.lot.perCustomerLimit}
                        hint={texts.lot.perCustomerLimitHint}
                        error={errors[`${lotPath}.perCustomerLimit`]}
                        className="sm:col-span-3"
                      >
                        <Input
                          {...lotField('perCustomerLimit')}
                          type="number"
                          inputMode="numeric"
                          step="1"
                          min="0"
                        />
                      </Field>
                      <Field
                        label={texts.lot.saleStart}
                        error={errors[`${lotPath}.saleStart`]}
                        className="col-span-2 sm:col-span-3"
                      >
                        <Input {...lotField('saleStart')} type="datetime-local" />
                      </Field>
                      <Field
                        label={texts.lot.saleEnd}
                        error={errors[`${lotPath}.saleEnd`]}
                        className="col-span-2 sm:col-span-3"
                      >
                        <Input {...lotField('saleEnd')} type="datetime-local" />
                      </Field>
                      <label className="col-span-2 flex items-start gap-2 text-sm sm:col-span-6">
                        <input
                          type="checkbox"
                          name={`${lotPath}.couponOnly`}
                          className="mt-0.5"
                          checked={lot.couponOnly ?? false}
                          onChange={(event) => updateLot(c, l, { couponOnly: event.target.checked })}
                        />
                        <span>
                          <span className="font-semibold">{texts.lot.couponOnly}</span>{' '}
                          <span className="text-ink-muted">{texts.lot.couponOnlyHint}</span>
                          {lot.couponOnly &&
                          couponOpenedLotIds &&
                          !(lot._id && couponOpenedLotIds.includes(lot._id)) ? (
                            <span
                              data-slot="locked-lot"
                              className="mt-1 flex items-center gap-1 font-semibold text-warning"
                            >
                              <TriangleAlert aria-hidden className="size-4 shrink-0" />
                              {COUPON_LOT_MESSAGES.locked}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </div>
                  );
                })}

                <Button
                  id={ids.addLot(c)}
                  variant="secondary"
                  size="sm"
                  onClick={() => addLot(c)}
                  className="w-fit"
                >
                  {texts.lot.add}
                </Button>
              </div>
            );
          })}
          <Button id={ids.addCategory} variant="secondary" onClick={addCategory} className="w-fit">
            {texts.category.add}
          </Button>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
          <Button asChild variant="secondary" size="lg" className="flex-1 sm:flex-none">
            <AppLink href={cancelHref}>{texts.cancel}</AppLink>
          </Button>
          <Button type="submit" size="lg" disabled={saving} className="flex-[2] sm:min-w-40 sm:flex-none">
            {saving ? texts.saving : texts.save}
          </Button>
        </div>
      </form>
    </div>
  );
}

export { EventFormScreen };
export type { EventFormErrors, EventFormScreenProps };
