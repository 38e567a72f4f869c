// Response shapes of the auth routes, for serialisation and the OpenAPI document.
import { z } from 'zod';

export const UserResponse = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    restaurantId: z.number().int().nullable(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.number().int().describe('1 Admin, 2 Manager, 3 SuperAdmin, other User'),
    isActive: z.boolean(),
    lastLoginDate: z.string().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'User' });

export const LoginResponse = z
  .object({
    token: z.string().describe('Kısa ömürlü erişim tokenı (Bearer); süresi dolunca portal yenileme çereziyle yenisini alır'),
    expiresIn: z.number().int().describe('Erişim tokenının kalan ömrü, saniye'),
    user: UserResponse,
  })
  .meta({ id: 'LoginResponse' });
