import type { OperationHandlers } from '../operations';
import { requireTokenSubject, requireUser } from './guards';
import { verifyMessages } from './email-verification';
import { resetMessages } from './password-reset';
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

  async logout(request, reply) {
    await request.server.auth.logout(requireTokenSubject(request));
    return reply.code(204).send();
  },

  async logoutEverywhere(request, reply) {
    await request.server.auth.logoutEverywhere(requireUser(request).id);
    return reply.code(204).send();
  },

  async requestPasswordReset(request, reply) {
    await request.server.auth.requestPasswordReset(request.body.email);
    reply.code(202);
    return { message: resetMessages.accepted };
  },

  async verifyEmail(request) {
    return toUserDto(await request.server.auth.verifyEmail(requireUser(request), request.body.token));
  },

  async resendVerification(request, reply) {
    const outcome = await request.server.auth.resendEmailVerification(requireUser(request));
    reply.code(202);
    return { message: outcome === 'sent' ? verifyMessages.sent : verifyMessages.alreadyVerified };
  },

  async confirmPasswordReset(request, reply) {
    await request.server.auth.confirmPasswordReset(request.body.token, request.body.password);
    return reply.code(204).send();
  },
} satisfies OperationHandlers;
