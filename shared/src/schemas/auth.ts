import { z } from 'zod';
import { UserSchema } from './entities';

/** Sign-in and session renewal: the access token (memory only, 15 minutes), its lifetime and the user. */
export const LoginResponse = z.object({ token: z.string(), expiresIn: z.number().optional(), user: UserSchema });
export type LoginResponse = z.output<typeof LoginResponse>;
