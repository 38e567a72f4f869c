// Session tokens: HS256 JWTs with the claims the front ends read (sub, role, RestaurantId) and a token
// version that lets the server revoke every token of a user at once.
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Role } from '@menu/shared/contract';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const ISSUER = 'menu-api';

export interface TokenClaims {
  userId: number;
  role: Role;
  restaurantId: number | null;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Null for a malformed, forged or expired token. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      return new SignJWT({ role: claims.role, RestaurantId: claims.restaurantId, tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['sub', 'exp'] });
        const userId = Number(payload.sub);
        const tokenVersion = Number(payload.tv);
        if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(tokenVersion)) return null;
        const restaurantId = payload.RestaurantId == null ? null : Number(payload.RestaurantId);
        return { userId, role: String(payload.role) as Role, restaurantId, tokenVersion };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
