// POST /users, PUT /users/{id} (edit and status toggle), DELETE /users/{id}. Every success reloads the
// lists (docs/screens.md, States and transitions: lists reload after every change in users).
import { apiClient, type User } from '@menu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordToBody, type UserBody, type UserUpdateBody } from './request-body';
import { userKeys } from '../../../lists/user-list';

export function createUser(body: UserBody): Promise<unknown> {
  return apiClient.post('/users', body);
}

export function updateUser(body: UserUpdateBody): Promise<unknown> {
  return apiClient.put(`/users/${body.id}`, body);
}

export function deleteUser(id: number): Promise<void> {
  return apiClient.delete(`/users/${id}`);
}

function useReloadUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const reload = useReloadUsers();
  return useMutation({ mutationFn: createUser, onSuccess: reload });
}

export function useUpdateUser() {
  const reload = useReloadUsers();
  return useMutation({ mutationFn: updateUser, onSuccess: reload });
}

/** docs/screens.md, States and transitions: the toggle sends the full record with the flag inverted. */
export function useToggleUser() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: async (user: User): Promise<boolean> => {
      const body = { ...recordToBody(user), isActive: !user.isActive };
      await updateUser(body);
      return body.isActive;
    },
    onSuccess: reload,
  });
}

export function useDeleteUser() {
  const reload = useReloadUsers();
  return useMutation({ mutationFn: deleteUser, onSuccess: reload });
}
