// POST /api/auth/login and GET /api/auth/verify.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequest } from '@menu/shared/contract';
import { ErrorResponse } from '../http/schemas';
import { LOGIN_RATE_LIMIT } from '../plugins/security';
import { userToWire } from '../users/repository';
import { createAuthService } from './service';
import type { LoginThrottle } from './login-throttle';
import { LoginResponse, UserResponse } from './schema';

const authRoutes: FastifyPluginAsyncZod<{ throttle: LoginThrottle }> = async (app, { throttle }) => {
  const service = createAuthService({ users: app.auth.users, passwords: app.auth.passwords, tokens: app.auth.tokens, throttle });

  app.post('/auth/login', {
    config: { rateLimit: LOGIN_RATE_LIMIT },
    schema: {
      tags: ['auth'],
      summary: 'Kullanıcı adı ve şifre ile giriş; token ve kullanıcıyı döner',
      body: LoginRequest,
      response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => service.login(request.body.username, request.body.password, request.ip),
  });

  app.get('/auth/verify', {
    onRequest: app.auth.requireAuth,
    schema: {
      tags: ['auth'],
      summary: 'Token geçerliyse oturumdaki kullanıcıyı döner',
      security: [{ bearerAuth: [] }],
      response: { 200: UserResponse, 401: ErrorResponse },
    },
    handler: async (request) => userToWire(app.auth.currentUser(request)),
  });
};

export default authRoutes;
