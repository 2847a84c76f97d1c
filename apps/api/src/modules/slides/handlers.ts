import { requireAdmin } from '../auth';
import type { OperationHandlers } from '../operations';
import { parseSlideInput } from './slide-input';
import {
  createSlide,
  deleteSlide,
  listAllSlides,
  listShowingSlides,
  toSlideDto,
  updateSlide,
} from './slides-repository';

export const slideHandlers = {
  async listSlides(request) {
    return (await listShowingSlides(request.server.db)).map(toSlideDto);
  },

  async listAllSlides(request) {
    requireAdmin(request);
    return (await listAllSlides(request.server.db)).map(toSlideDto);
  },

  async createSlide(request, reply) {
    requireAdmin(request);
    const slide = await createSlide(request.server.db, parseSlideInput(request.body));
    reply.code(201);
    return toSlideDto(slide);
  },

  async updateSlide(request) {
    requireAdmin(request);
    return toSlideDto(await updateSlide(request.server.db, request.params.id, request.body));
  },

  async deleteSlide(request, reply) {
    requireAdmin(request);
    await deleteSlide(request.server.db, request.params.id);
    return reply.code(204).send();
  },
} satisfies OperationHandlers;
