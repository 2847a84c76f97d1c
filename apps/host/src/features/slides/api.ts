import type { Schemas } from '@bilheteria/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api, unwrap } from '../../lib/api';
import { listOf } from '../catalogue/api';

/** Spec §8: the admin list's failure, when the server gives no message. */
export const SLIDES_LOAD_ERROR = 'Falha ao carregar';
/** Spec §8: a failed create, when the server gives no message. */
export const SLIDE_CREATE_ERROR = 'Erro ao criar slide';
/** A failed toggle or move, when the server gives no message. */
export const SLIDE_UPDATE_ERROR = 'Não foi possível atualizar o slide.';
/** A failed removal, when the server gives no message. */
export const SLIDE_DELETE_ERROR = 'Não foi possível remover o slide.';

export const slidesQueryKey = ['get', '/slides'] as const;
export const allSlidesQueryKey = ['get', '/slides/all'] as const;

/** GET /slides: the carousel's slides now on show. */
export function slidesQueryOptions() {
  return queryOptions({
    queryKey: slidesQueryKey,
    queryFn: async ({ signal }) =>
      listOf(await unwrap($api.GET('/slides', { signal }), SLIDES_LOAD_ERROR), SLIDES_LOAD_ERROR),
  });
}

/** The carousel's slides; spec §7: a failed load is an empty list (no carousel). */
export function useSlides(): Schemas['Slide'][] {
  return useQuery(slidesQueryOptions()).data ?? [];
}

/** GET /slides/all (ADMIN): every slide, inactive and out of period included. */
export function allSlidesQueryOptions() {
  return queryOptions({
    queryKey: allSlidesQueryKey,
    queryFn: async ({ signal }) =>
      listOf(await unwrap($api.GET('/slides/all', { signal }), SLIDES_LOAD_ERROR), SLIDES_LOAD_ERROR),
  });
}

/** Asked only once the user is known to be an ADMIN. */
export function useAllSlides(enabled: boolean) {
  return useQuery({ ...allSlidesQueryOptions(), enabled });
}

function invalidateSlides(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: slidesQueryKey }),
    queryClient.invalidateQueries({ queryKey: allSlidesQueryKey }),
  ]);
}

/** POST /slides. */
export function useCreateSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SlideInput']) => unwrap($api.POST('/slides', { body }), SLIDE_CREATE_ERROR),
    onSuccess: () => invalidateSlides(queryClient),
  });
}

export interface SlideUpdate {
  id: string;
  /** `{ active }` toggles; `{ order: 'up' | 'down' }` swaps with the neighbour (spec §4). */
  patch: Schemas['SlidePatch'];
}

/** PATCH /slides/{id}. */
export function useUpdateSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: SlideUpdate) =>
      unwrap($api.PATCH('/slides/{id}', { params: { path: { id } }, body: patch }), SLIDE_UPDATE_ERROR),
    onSuccess: () => invalidateSlides(queryClient),
  });
}

/** DELETE /slides/{id}. */
export function useDeleteSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap($api.DELETE('/slides/{id}', { params: { path: { id } } }), SLIDE_DELETE_ERROR),
    onSuccess: () => invalidateSlides(queryClient),
  });
}
