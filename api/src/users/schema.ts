// Request shapes of the user routes: the shared UserCreateRequest and UserUpdateRequest (the form validates with
// the same schemas). The answer is the contract's UserWire, which never has passwordHash.
import { z } from 'zod';
import { UserUpdateRequest } from '@menu/shared/contract';

/** PUT takes the same body with or without its id (the edit form sends the create body); a different id is refused. */
export const UserUpdateBody = UserUpdateRequest.extend({
  id: z.unknown().optional(),
  userId: z.unknown().optional(),
});
