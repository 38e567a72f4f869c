// Create/edit dialog. Validation is the shared UserCreateRequest / UserUpdateRequest schema, so each field
// shows the message the API would answer with; the field names are the wire names, so a 400 or 409 from
// the server lands on the field at fault.
import { MAX_PASSWORD_LENGTH, ROLE_LABELS, tr, type Role } from '@menu/shared';
import { FormFooter, RecordForm, searchBy } from '@menu/shared/ui';
import { Alert, Col, Flex, Form, Grid, Input, Modal, Row, Select, Switch, Typography } from 'antd';
import { useUserForm, type UserFormOptions, type UserFormState, type UserFormValues } from '../hooks/use-user-form';

const f = tr.users.fields;
const p = tr.users.placeholders;

export interface UserFormProps extends UserFormOptions {
  saving: boolean;
  onClose: () => void;
}

export function UserForm({ saving, onClose, ...options }: UserFormProps) {
  const screens = Grid.useBreakpoint();
  const state = useUserForm(options);
  const { form, editing, rules } = state;

  return (
    <Modal
      open={options.open}
      onCancel={onClose}
      title={editing ? tr.users.editUser : tr.users.newUser}
      width={screens.md ? 640 : undefined}
      style={screens.md ? undefined : { top: 12 }}
      mask={{ closable: !saving }}
      destroyOnHidden={false}
      forceRender
      footer={<FormFooter editing={editing} saving={saving} onCancel={onClose} onSave={state.save} />}
    >
      <RecordForm<UserFormValues>
        form={form}
        name="user"
        initialValues={state.initialValues}
        requiredMark
        saving={saving}
        onSave={state.save}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="restaurantId" label={f.restaurant} required rules={rules('restaurantId')}>
          <Select
            placeholder={p.restaurant}
            options={state.restaurantOptions}
            showSearch={searchBy()}
            aria-label={f.restaurant}
            notFoundContent={tr.common.selectRestaurant}
          />
        </Form.Item>
        <IdentityFields rules={rules} />
        <PasswordFields state={state} />
        <RoleAndStatus state={state} canAssignSuperAdmin={options.canAssignSuperAdmin} isSelf={options.isSelf} />
      </RecordForm>
    </Modal>
  );
}

/** Name, surname, user name and e-mail, two to a row. */
function IdentityFields({ rules }: Pick<UserFormState, 'rules'>) {
  return (
    <>
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
    </>
  );
}

/** The (new) password, and the current one when the user changes their own. */
function PasswordFields({ state: { editing, rules, askCurrent } }: { state: UserFormState }) {
  return (
    <>
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
    </>
  );
}

/** Role (with what each may do) and status; both fixed when editing oneself. */
function RoleAndStatus({
  state: { rules, roles },
  canAssignSuperAdmin,
  isSelf,
}: {
  state: UserFormState;
  canAssignSuperAdmin: boolean;
  isSelf: boolean;
}) {
  return (
    <>
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
    </>
  );
}
