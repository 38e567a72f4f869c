import { z } from 'zod';
import { defineShape, f } from './define';
import { UserEntity } from './entities';

/** Sign-in and session renewal: the access token (memory only, 15 minutes), its lifetime and the user. */
export const LoginShape = defineShape('LoginResponse', {
  token: f.described(
    f.text,
    'Kısa ömürlü erişim tokenı (Bearer); süresi dolunca portal yenileme çereziyle yenisini alır',
  ),
  expiresIn: f.custom(z.number().int().describe('Erişim tokenının kalan ömrü, saniye'), z.number().optional()),
  user: UserEntity,
});
export const LoginResponse = LoginShape.read;
export const LoginWire = LoginShape.wire;
export type LoginResponse = z.output<typeof LoginResponse>;
