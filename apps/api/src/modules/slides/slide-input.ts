import type { Schemas } from '@bilheteria/api-client';
import { HttpError } from '../../http/errors';
import { optionalDateTime } from '../../lib/dates';
import { isSafeUrl } from '../../lib/urls';

/* The slide form's body checked beyond the contract's schema and turned into what is stored. Pure. */

export type SlideInput = Schemas['SlideInput'];

export const slideMessages = {
  imageRequired: 'Informe a URL da imagem.',
  invalidImage: 'A imagem deve ser uma URL http(s) ou um caminho do site começando com /.',
  invalidLink: 'O link deve ser uma URL http(s) ou um caminho do site começando com /.',
  endBeforeStart: 'O fim da exibição deve ser depois do início.',
  notFound: 'Slide não encontrado.',
} as const;

export interface SlideFields {
  imageUrl: string;
  linkUrl: string | null;
  title: string | null;
  /** Absent: after the last slide. */
  sortOrder: number | undefined;
  active: boolean;
  startAt: Date | null;
  endAt: Date | null;
}

const optionalText = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** Checks a new slide; throws 400 with every problem found, in pt-BR. */
export function parseSlideInput(input: SlideInput): SlideFields {
  const problems: string[] = [];
  const imageUrl = input.imageUrl.trim();
  if (imageUrl === '') problems.push(slideMessages.imageRequired);
  else if (!isSafeUrl(imageUrl)) problems.push(slideMessages.invalidImage);
  const linkUrl = optionalText(input.linkUrl);
  if (linkUrl !== null && !isSafeUrl(linkUrl)) problems.push(slideMessages.invalidLink);
  const startAt = optionalDateTime(input.startAt);
  const endAt = optionalDateTime(input.endAt);
  if (startAt && endAt && endAt <= startAt) problems.push(slideMessages.endBeforeStart);
  if (problems.length > 0) throw new HttpError(400, problems.join(' '));
  return {
    imageUrl,
    linkUrl,
    title: optionalText(input.title),
    sortOrder: input.order,
    active: input.active ?? true,
    startAt,
    endAt,
  };
}
