// The user calls of docs/api-rules.md, Calls (GET, POST, PUT, DELETE /api/users), all behind manage_users.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText, UserCreateRequest, UserWire } from '@menu/shared/contract';
import { createError } from '../errors';
import { throttledPasswordCheck } from '../auth/password-check';
import { addressKey } from '../http/address-key';
import { clientAddress } from '../http/client-address';
import { bearer, IdParams, ErrorResponse, staffErrors } from '../http/schemas';
import { userToWire } from './repository';
import { UserUpdateBody } from './schema';

const tags = ['users'];
const errors = { ...staffErrors, 409: ErrorResponse };

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.users;
  const { throttle } = app.signIn;
  const manageUsers = app.auth.requirePermission('manage_users');

  app.get('/users', {
    onRequest: manageUsers,
    schema: {
      tags,
      security: bearer,
      summary: 'Kullanıcılar: SuperAdmin tümünü, Admin kendi restoranınınkileri görür',
      response: { 200: z.array(UserWire), ...errors },
    },
    handler: async (request) => (await service.list(request.principal!)).map(userToWire),
  });

  app.get('/users/:id', {
    onRequest: manageUsers,
    schema: {
      tags,
      security: bearer,
      summary: 'Tek kullanıcı (başka restoranınki 404)',
      params: IdParams,
      response: { 200: UserWire, ...errors },
    },
    handler: async (request) => userToWire(await service.get(request.principal!, request.params.id)),
  });

  app.post('/users', {
    onRequest: manageUsers,
    schema: {
      tags,
      security: bearer,
      summary:
        'Kullanıcı oluştur (passwordHash: şifre düz metin olarak, sunucu özetler; rol 1 Admin, 2 Manager, 3 SuperAdmin)',
      body: UserCreateRequest,
      response: { 201: UserWire, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(
        userToWire(
          await service.create(request.principal!, {
            ...request.body,
            email: request.body.email ?? '',
            passwordHash: request.body.passwordHash ?? '',
          }),
        ),
      ),
  });

  app.put('/users/:id', {
    onRequest: manageUsers,
    schema: {
      tags,
      security: bearer,
      summary:
        'Kullanıcıyı güncelle (boş şifre: değişmez; kendi şifresini değiştiren currentPassword da gönderir; şifre, durum, rol veya restoran değişirse oturumları kapanır)',
      params: IdParams,
      body: UserUpdateBody,
      response: { 200: UserWire, ...errors, 429: ErrorResponse },
    },
    handler: async (request) => {
      const { id: bodyId, userId: bodyUserId, ...values } = request.body;
      for (const [field, value] of [
        ['id', bodyId],
        ['userId', bodyUserId],
      ] as const) {
        if (value != null && value !== '' && Number(value) !== request.params.id) {
          const message = serverText.bodyIdMismatch;
          throw createError('VALIDATION', message, { errors: { [field]: [message] } });
        }
      }
      const before = await app.auth.users.findById(request.params.id);
      const update = () =>
        service.update(request.principal!, request.params.id, { ...values, email: values.email ?? '' });
      // Changing one's own password checks the current one: counted in the sign-in throttle like POST /auth/password.
      const own = request.params.id === request.principal!.userId && !!values.passwordHash;
      const after = own
        ? await throttledPasswordCheck(
            throttle,
            app.auth.currentUser(request).username,
            addressKey(clientAddress(request)),
            update,
          )
        : await update();
      if (before) {
        // A role change, a deactivation or a password set by someone else: security events.
        const actor = app.auth.currentUser(request);
        const who = {
          userId: after.id,
          usernameKey: after.usernameKey,
          userName: `${after.firstName} ${after.lastName}`.trim() || after.username,
          restaurantId: after.restaurantId ?? before.restaurantId,
          clientAddress: clientAddress(request),
          actorId: actor.id,
          actorName: `${actor.firstName} ${actor.lastName}`.trim() || actor.username,
        };
        if (before.role !== after.role)
          await app.securityEvents.record({ ...who, event: 'role_changed', reason: `${before.role} → ${after.role}` });
        if (before.isActive && !after.isActive) await app.securityEvents.record({ ...who, event: 'user_deactivated' });
        if (before.passwordHash !== after.passwordHash)
          await app.securityEvents.record({
            ...who,
            event: 'password_changed',
            reason: after.id === actor.id ? 'own' : 'set_by_admin',
          });
      }
      return userToWire(after);
    },
  });

  app.delete('/users/:id', {
    onRequest: manageUsers,
    schema: {
      tags,
      security: bearer,
      summary: 'Kullanıcıyı sil (oturumları hemen kapanır)',
      params: IdParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default userRoutes;
