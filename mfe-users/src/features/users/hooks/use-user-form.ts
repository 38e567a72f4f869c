// The user form's state: what it holds, its reset on each opening, the roles and restaurants it offers,
// whether the current password is asked, and the submit through the shared request schemas.
import {
  PASSWORD_MESSAGES,
  tr,
  UserCreateRequest,
  UserUpdateRequest,
  type Restaurant,
  type Role,
  type User,
} from '@menu/shared';
import { useFormSubmit, zodFieldRules } from '@menu/shared/ui';
import { App, Form } from 'antd';
import { useEffect } from 'react';
import type { UserValues } from '../api/request-body';

/** What the form holds, keyed like the request body. */
export interface UserFormValues {
  restaurantId: number | undefined;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  passwordHash: string;
  /** Asked only when editing oneself with a new password. */
  currentPassword: string;
  role: Role;
  isActive: boolean;
}

export function toFormValues(user: User | null, defaultRestaurantId: number | null): UserFormValues {
  return {
    restaurantId: (user ? user.restaurantId : defaultRestaurantId) ?? undefined,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    passwordHash: '',
    currentPassword: '',
    // A new user is an Admin by default (docs/screens.md, Users).
    role: user && user.role !== 'User' ? user.role : 'Admin',
    isActive: user?.isActive ?? true,
  };
}

const createRules = zodFieldRules(UserCreateRequest);
const updateRules = zodFieldRules(UserUpdateRequest);
const FIELDS: ReadonlyArray<keyof UserFormValues> = [
  'restaurantId',
  'firstName',
  'lastName',
  'username',
  'email',
  'passwordHash',
  'currentPassword',
  'role',
  'isActive',
];

export interface UserFormOptions {
  open: boolean;
  /** The record being edited; null for a new user. */
  user: User | null;
  restaurants: Restaurant[];
  /** Pre-selected restaurant of a new user (the token's RestaurantId claim). */
  defaultRestaurantId: number | null;
  /** Only a SuperAdmin is offered the SuperAdmin role. */
  canAssignSuperAdmin: boolean;
  /** Editing oneself: role and status are fixed (the server refuses changing them). */
  isSelf: boolean;
  /** Resolves when saved (the dialog then closes); rejects to keep the form open with what was typed. */
  onSubmit: (values: UserValues) => Promise<void>;
}

export function useUserForm({
  open,
  user,
  restaurants,
  defaultRestaurantId,
  canAssignSuperAdmin,
  isSelf,
  onSubmit,
}: UserFormOptions) {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const editing = user !== null;
  // Changing one's own password needs the current one (the server checks it, and ends one's other sessions).
  const newPassword = Form.useWatch('passwordHash', form);
  const askCurrent = editing && isSelf && !!newPassword;

  useEffect(() => {
    // Each opening starts clean: no value typed or error shown last time (the modal stays mounted).
    if (open) {
      form.resetFields();
      form.setFieldsValue(toFormValues(user, defaultRestaurantId));
    }
  }, [open, user, defaultRestaurantId, form]);

  const roles: Role[] = canAssignSuperAdmin
    ? ['Admin', 'Manager', 'Garson', 'SuperAdmin']
    : ['Admin', 'Manager', 'Garson'];
  // An Admin editing a user never sees a SuperAdmin (the server hides them), so the current role is always offered.
  const restaurantOptions = restaurants.map((r) => ({ value: r.id, label: r.name }));
  if (user?.restaurantId && !restaurants.some((r) => r.id === user.restaurantId)) {
    restaurantOptions.push({ value: user.restaurantId, label: `#${user.restaurantId}` });
  }

  const { submit } = useFormSubmit(form, {
    schema: editing ? UserUpdateRequest : UserCreateRequest,
    fields: FIELDS,
    // Every value the form holds, also those of fields not shown for this role.
    toInput: () => form.getFieldsValue(true),
    check: (_data, values) =>
      askCurrent && !values.currentPassword
        ? { field: 'currentPassword', message: PASSWORD_MESSAGES.currentRequired }
        : null,
    submit: (v, values) =>
      onSubmit({
        restaurantId: v.restaurantId,
        firstName: v.firstName,
        lastName: v.lastName,
        username: v.username,
        email: v.email ?? '',
        password: v.passwordHash ?? '',
        currentPassword: askCurrent ? values.currentPassword : undefined,
        role: v.role,
        isActive: v.isActive,
      }),
  });
  function save() {
    if (form.getFieldValue('restaurantId') == null) message.warning(tr.users.selectRestaurant);
    void submit();
  }

  return {
    form,
    editing,
    askCurrent,
    roles,
    restaurantOptions,
    rules: editing ? updateRules : createRules,
    initialValues: toFormValues(user, defaultRestaurantId),
    save,
  };
}

export type UserFormState = ReturnType<typeof useUserForm>;
