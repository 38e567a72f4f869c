// Request bodies of POST/PUT /users (docs/api-rules.md, Calls): role as its wire number, the password under
// passwordHash as typed (the server hashes it), blank on edit meaning "unchanged".
import { roleToWire, type Role, type User } from '@menu/shared';

export interface UserBody {
  restaurantId: number;
  username: string;
  email: string;
  passwordHash: string;
  /** Only when changing one's own password: the server asks for the current one. */
  currentPassword?: string;
  firstName: string;
  lastName: string;
  role: number;
  isActive: boolean;
}

export type UserUpdateBody = UserBody & { id: number };

export interface UserValues {
  restaurantId: number;
  username: string;
  email: string;
  password: string;
  /** Editing oneself with a new password. */
  currentPassword?: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
}

export function toBody(values: UserValues): UserBody {
  return {
    restaurantId: values.restaurantId,
    username: values.username,
    email: values.email,
    passwordHash: values.password,
    ...(values.password && values.currentPassword ? { currentPassword: values.currentPassword } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    role: roleToWire(values.role),
    isActive: values.isActive,
  };
}

/** The full record as the API takes it back, password unchanged; used by the status toggle. */
export function recordToBody(user: User): UserUpdateBody {
  return {
    id: user.id,
    restaurantId: user.restaurantId ?? 0,
    username: user.username,
    email: user.email ?? '',
    passwordHash: '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: roleToWire(user.role),
    isActive: user.isActive,
  };
}
