// Request and response shapes of the user routes. Requests reuse the shared UserCreateRequest and
// UserUpdateRequest (the form validates with the same schemas); the response never has passwordHash.
import { z } from 'zod';
import { UserUpdateRequest } from '@menu/shared/contract';

export { UserResponse } from '../auth/schema';

/** PUT takes the same body with or without its id (the edit form sends the create body); a different id is refused. */
export const UserUpdateBody = UserUpdateRequest.extend({
  id: z.unknown().optional(),
  userId: z.unknown().optional(),
});
