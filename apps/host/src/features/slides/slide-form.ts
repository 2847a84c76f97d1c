// The "Novo slide" form (spec §2, §5): validation, and the create body with ISO start and end.
import type { Schemas } from '@bilheteria/api-client';
import { fromDateTimeLocal, toNumber, type SlideFormValues } from '@bilheteria/ui';
import { z } from '../../lib/zod';
import { endsBeforeStart, isBlank, numberText } from '../../lib/form';

export const slideFormMessages = {
  imageUrl: 'Informe a URL da imagem.',
  order: 'Informe uma ordem válida (0 ou mais).',
  endAt: 'O fim deve ser depois do início.',
} as const;

export const slideFormSchema = z
  .object({
    imageUrl: z.string().refine((value) => !isBlank(value), slideFormMessages.imageUrl),
    linkUrl: z.string(),
    title: z.string(),
    order: numberText(slideFormMessages.order, { min: 0, max: 100_000, integer: true }),
    startAt: z.string(),
    endAt: z.string(),
    active: z.boolean(),
  })
  .refine((slide) => !endsBeforeStart(slide.startAt, slide.endAt), {
    message: slideFormMessages.endAt,
    path: ['endAt'],
  }) satisfies z.ZodType<SlideFormValues>;

/** POST /slides body: blank link and title as null, order coerced (0 when blank), start and end as ISO or null. */
export function slideFormToInput(values: SlideFormValues): Schemas['SlideInput'] {
  return {
    imageUrl: values.imageUrl.trim(),
    linkUrl: values.linkUrl.trim() || null,
    title: values.title.trim() || null,
    order: Math.trunc(toNumber(values.order, 0)),
    active: values.active,
    startAt: fromDateTimeLocal(values.startAt),
    endAt: fromDateTimeLocal(values.endAt),
  };
}
