// Access tokens: short-lived HS256 JWTs with the claims the front ends read (sub, role, RestaurantId), a token
// version that lets the server revoke every token of a user at once, and the sign-in session (`sid`) they
// belong to, so signing out or a reused refresh token ends them too (auth/sessions.ts).
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Role } from '@menu/shared/contract';

/** ASVS 5 L2: an access token lives at most 15 minutes; the portal renews it through the refresh cookie. */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;
const ISSUER = 'menu-api';

export interface TokenClaims {
  userId: number;
  role: Role;
  restaurantId: number | null;
  tokenVersion: number;
  sessionId: string;
}

export interface TokenService {
  /** Seconds an access token is valid. */
  readonly lifetimeSeconds: number;
  sign(claims: TokenClaims): Promise<string>;
  /** Null for a malformed, forged or expired token. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    lifetimeSeconds,
    async sign(claims) {
      return new SignJWT({
        role: claims.role,
        RestaurantId: claims.restaurantId,
        tv: claims.tokenVersion,
        sid: claims.sessionId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        const userId = Number(payload.sub);
        const tokenVersion = Number(payload.tv);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(tokenVersion)) return null;
        if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
        const restaurantId = payload.RestaurantId == null ? null : Number(payload.RestaurantId);
        return { userId, role: String(payload.role) as Role, restaurantId, tokenVersion, sessionId };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
