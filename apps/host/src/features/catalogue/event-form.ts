// The event form (spec §2, §5, §7): validation of what the organizer typed, and the mapping between
// the API's event and the form's values. Categories and lots follow the UI package's model (lots.ts).
import type { Schemas } from '@bilheteria/api-client';
import { sameLotLabel } from '@bilheteria/rules';
import {
  categoriesToTicketTypes,
  fromDateAndTime,
  fromDateTimeLocal,
  NAME_SEPARATOR,
  stateName,
  ticketTypesToCategories,
  toDateInput,
  toDateTimeLocal,
  type EventFormValues,
} from '@bilheteria/ui';
import { z } from '../../lib/zod';
import { endsBeforeStart, isBlank, numberText } from '../../lib/form';

export const eventFormMessages = {
  title: 'Informe o título do evento.',
  eventDate: 'Informe a data do evento.',
  state: 'Informe uma UF válida (ex.: CE, SP).',
  endDate: 'O fim deve ser depois do início.',
  categoryName: 'Informe o nome da categoria.',
  categorySeparator: `O nome da categoria não pode conter “${NAME_SEPARATOR.trim()}” entre espaços.`,
  lotLabel: 'Informe o nome do lote.',
  price: 'Informe um preço válido (0 ou mais).',
  quantity: 'Informe uma quantidade válida (0 ou mais).',
  lotNumber: 'Informe um número de lote válido (1 ou mais).',
  perCustomerLimit: 'Informe um limite válido (0 = sem limite).',
  saleEnd: 'O fim das vendas deve ser depois do início.',
  // The server refuses it too: two lots of one category with one name cannot be told apart (issue #13).
  lotLabelTaken: 'Já existe um lote com este nome nesta categoria.',
} as const;

const lotSchema = z
  .object({
    _id: z.string().optional(),
    label: z.string().refine((value) => !isBlank(value), eventFormMessages.lotLabel),
    price: numberText(eventFormMessages.price, { min: 0, max: 1_000_000 }),
    quantity: numberText(eventFormMessages.quantity, { min: 0, max: 100_000, integer: true }),
    lotNumber: numberText(eventFormMessages.lotNumber, { min: 1, max: 1000, integer: true }),
    perCustomerLimit: numberText(eventFormMessages.perCustomerLimit, { min: 0, max: 100_000, integer: true }),
    saleStart: z.string(),
    saleEnd: z.string(),
    couponOnly: z.boolean().optional(),
  })
  .refine((lot) => !endsBeforeStart(lot.saleStart, lot.saleEnd), {
    message: eventFormMessages.saleEnd,
    path: ['saleEnd'],
  });

const categorySchema = z.object({
  name: z
    .string()
    .refine((value) => !isBlank(value), eventFormMessages.categoryName)
    // The name is split at the first separator when the event is loaded again (spec §3).
    .refine((value) => !value.includes(NAME_SEPARATOR), eventFormMessages.categorySeparator),
  lots: z.array(lotSchema).superRefine((lots, context) => {
    lots.forEach((lot, index) => {
      if (isBlank(lot.label)) return;
      if (lots.slice(0, index).some((earlier) => sameLotLabel(earlier.label, lot.label)))
        context.addIssue({
          code: 'custom',
          message: eventFormMessages.lotLabelTaken,
          path: [index, 'label'],
        });
    });
  }),
});

/** "Abertura de vendas" (issue #28): the server's words for the same checks. */
const ON_SALE_STARTS_AT = 'Informe quando as vendas abrem.';
const ON_SALE_PACE = 'O ritmo de entrada deve ser de 1 a 1.000.000 pessoas por minuto.';

export const eventFormSchema = z
  .object({
    title: z.string().refine((value) => !isBlank(value), eventFormMessages.title),
    status: z.enum(['draft', 'published']),
    meiaEntradaLei: z.boolean().optional(),
    maxInstallments: z.number().int().min(1).max(12).optional(),
    onSale: z
      .object({
        startsAt: z.string(),
        queue: z.boolean(),
        admitPerMinute: z
          .string()
          .refine(
            (value) =>
              isBlank(value) || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000),
            ON_SALE_PACE,
          ),
      })
      .refine((onSale) => !onSale.queue || !isBlank(onSale.startsAt), {
        message: ON_SALE_STARTS_AT,
        path: ['startsAt'],
      })
      .optional(),
    description: z.string(),
    image: z.string(),
    mapImage: z.string(),
    venue: z.string(),
    city: z.string(),
    state: z
      .string()
      .refine((value) => isBlank(value) || stateName(value) !== undefined, eventFormMessages.state),
    eventDate: z
      .string()
      .refine(
        (value) => !isBlank(value) && toDateInput(fromDateAndTime(value)) === value,
        eventFormMessages.eventDate,
      ),
    gatesOpenTime: z.string(),
    showStartTime: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    categories: z.array(categorySchema),
  })
  .refine((event) => !endsBeforeStart(event.startDate, event.endDate), {
    message: eventFormMessages.endDate,
    path: ['endDate'],
  }) satisfies z.ZodType<EventFormValues>;

const clock = (value: string | null | undefined) => value?.trim().slice(0, 5) ?? '';
const orNull = (value: string) => value.trim() || null;

/** The event as the form shows it, for editing (spec §3: ticket types grouped into categories). */
export function eventToFormValues(event: Schemas['Event']): EventFormValues {
  return {
    title: event.title,
    status: event.status,
    description: event.description ?? '',
    image: event.image ?? '',
    mapImage: event.mapImage ?? '',
    venue: event.venue ?? '',
    city: event.city ?? '',
    state: (event.state ?? '').trim().toUpperCase().slice(0, 2),
    eventDate: toDateInput(event.eventDate),
    gatesOpenTime: clock(event.gatesOpenTime),
    showStartTime: clock(event.showStartTime),
    startDate: toDateTimeLocal(event.startDate),
    endDate: toDateTimeLocal(event.endDate),
    categories: ticketTypesToCategories(event.ticketTypes),
    meiaEntradaLei: event.meiaEntradaLei,
    maxInstallments: event.maxInstallments ?? 12,
    onSale: event.onSale
      ? {
          startsAt: toDateTimeLocal(event.onSale.startsAt),
          queue: event.onSale.queue,
          admitPerMinute: String(event.onSale.admitPerMinute),
        }
      : undefined,
  };
}

/** The on-sale to save: none typed leaves it as it is; a cleared date turns it off (issue #28). */
function onSaleInput(onSale: EventFormValues['onSale']): Schemas['EventInput']['onSale'] {
  if (!onSale) return undefined;
  const startsAt = fromDateTimeLocal(onSale.startsAt);
  if (!startsAt) return null;
  return {
    startsAt,
    queue: onSale.queue,
    ...(isBlank(onSale.admitPerMinute) ? {} : { admitPerMinute: Number(onSale.admitPerMinute) }),
  };
}

/**
 * The create / update body (spec §7): empty optional texts, dates and times as null; the event date as
 * the instant the show starts (midnight without a time) in São Paulo; lots as "Categoria — Lote" types.
 */
export function formValuesToEventInput(values: EventFormValues): Schemas['EventInput'] {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    image: orNull(values.image),
    mapImage: orNull(values.mapImage),
    venue: orNull(values.venue),
    city: orNull(values.city),
    state: orNull(values.state.toUpperCase()),
    status: values.status,
    meiaEntradaLei: values.meiaEntradaLei ?? true,
    maxInstallments: values.maxInstallments ?? 12,
    eventDate: fromDateAndTime(values.eventDate, values.showStartTime),
    gatesOpenTime: orNull(values.gatesOpenTime),
    showStartTime: orNull(values.showStartTime),
    startDate: fromDateTimeLocal(values.startDate),
    endDate: fromDateTimeLocal(values.endDate),
    ticketTypes: categoriesToTicketTypes(values.categories),
    ...(values.onSale && { onSale: onSaleInput(values.onSale) }),
  };
}
