import type { OperationHandlers } from '../operations';
import { requireUser } from './guards';
import { toUserDto } from './users';

export const authHandlers = {
  async register(request, reply) {
    const user = await request.server.auth.register(request.body);
    const { _id, name, email, role } = toUserDto(user);
    reply.code(201);
    return { _id, name, email, role };
  },

  async login(request) {
    const { token, user } = await request.server.auth.login(request.body.email, request.body.password);
    return { token, user: toUserDto(user) };
  },

  async getMe(request) {
    return toUserDto(requireUser(request));
  },
} satisfies OperationHandlers;
