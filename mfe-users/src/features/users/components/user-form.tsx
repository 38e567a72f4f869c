// Create/edit dialog. Validation is the shared UserCreateRequest / UserUpdateRequest schema, so each field
// shows the message the API would answer with; the field names are the wire names, so a 400 or 409 from
// the server lands on the field at fault.
import {
  MAX_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  ROLE_LABELS,
  tr,
  UserCreateRequest,
  UserUpdateRequest,
  type Restaurant,
  type Role,
  type User,
} from '@menu/shared';
import { FormFooter, useFormSubmit, zodFieldRules, searchBy } from '@menu/shared/ui';
import { Alert, App, Col, Flex, Form, Grid, Input, Modal, Row, Select, Switch, Typography } from 'antd';
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
const f = tr.users.fields;
const p = tr.users.placeholders;
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

export interface UserFormProps {
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
  saving: boolean;
  onClose: () => void;
  /** Resolves when saved (the dialog then closes); rejects to keep the form open with what was typed. */
  onSubmit: (values: UserValues) => Promise<void>;
}

export function UserForm({
  open,
  user,
  restaurants,
  defaultRestaurantId,
  canAssignSuperAdmin,
  isSelf,
  saving,
  onClose,
  onSubmit,
}: UserFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const screens = Grid.useBreakpoint();
  const editing = user !== null;
  const rules = editing ? updateRules : createRules;
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

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={editing ? tr.users.editUser : tr.users.newUser}
      width={screens.md ? 640 : undefined}
      style={screens.md ? undefined : { top: 12 }}
      mask={{ closable: !saving }}
      destroyOnHidden={false}
      forceRender
      footer={<FormFooter editing={editing} saving={saving} onCancel={onClose} onSave={save} />}
    >
      <Form<UserFormValues>
        form={form}
        name="user"
        layout="vertical"
        initialValues={toFormValues(user, defaultRestaurantId)}
        requiredMark
        onFinish={save}
        disabled={saving}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="restaurantId" label={f.restaurant} required rules={rules('restaurantId')}>
          <Select
            placeholder={p.restaurant}
            options={restaurantOptions}
            showSearch={searchBy()}
            aria-label={f.restaurant}
            notFoundContent={tr.common.selectRestaurant}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={f.firstName} required rules={rules('firstName')}>
              <Input placeholder={p.firstName} maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={f.lastName} required rules={rules('lastName')}>
              <Input placeholder={p.lastName} maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="username" label={f.username} required rules={rules('username')}>
              <Input
                placeholder={p.username}
                maxLength={50}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={f.email} required rules={rules('email')}>
              <Input placeholder={p.email} type="email" inputMode="email" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="passwordHash"
          label={editing ? f.newPassword : f.password}
          required={!editing}
          rules={rules('passwordHash')}
          extra={editing ? tr.users.passwordEditHint : tr.users.passwordHint}
        >
          <Input.Password
            placeholder={editing ? p.passwordEdit : p.password}
            maxLength={MAX_PASSWORD_LENGTH}
            autoComplete="new-password"
          />
        </Form.Item>
        {askCurrent && (
          <Form.Item name="currentPassword" label={f.currentPassword} required extra={tr.users.currentPasswordHint}>
            <Input.Password maxLength={MAX_PASSWORD_LENGTH} autoComplete="current-password" />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="role"
              label={f.role}
              required
              rules={rules('role')}
              extra={canAssignSuperAdmin ? undefined : tr.users.superAdminOnlyHint}
            >
              <Select
                aria-label={f.role}
                disabled={isSelf}
                options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                optionRender={(option) => (
                  <Flex vertical>
                    <span>{ROLE_LABELS[option.value as Role]}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {tr.users.roleDescriptions[option.value as Role]}
                    </Typography.Text>
                  </Flex>
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="isActive" label={f.isActive} valuePropName="checked">
              <Switch
                checkedChildren={tr.common.active}
                unCheckedChildren={tr.common.passive}
                disabled={isSelf}
                aria-label={f.isActive}
              />
            </Form.Item>
          </Col>
        </Row>
        {isSelf ? (
          <Alert type="info" showIcon title={tr.users.selfLocked} style={{ marginBottom: 8 }} />
        ) : (
          <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 0 }}>
            {tr.users.isActiveHint}
          </Typography.Paragraph>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
