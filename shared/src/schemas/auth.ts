import { z } from 'zod';
import { UserSchema } from './entities';

export const LoginResponse = z.object({ token: z.string(), user: UserSchema });
export type LoginResponse = z.output<typeof LoginResponse>;
