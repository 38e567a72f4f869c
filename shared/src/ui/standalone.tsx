// Lets a remote run alone on its own dev server: signs in through the same API, then renders the screen
// inside the same providers the host uses. Never used inside the host.
import { sessionStore, tr, useSession, errorMessage } from '@menu/shared';
import { Alert, Button, Card, Form, Input, Layout, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { AppProviders } from './providers';

function StandaloneLogin() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Card style={{ maxWidth: 380, margin: '80px auto' }} title={tr.auth.title}>
      <Form
        layout="vertical"
        onFinish={async (v: { username: string; password: string }) => {
          setBusy(true);
          setError(null);
          try {
            await sessionStore.getState().login(v.username, v.password);
          } catch (e) {
            setError(errorMessage(e, 'save'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="username" label={tr.auth.username} rules={[{ required: true, message: tr.auth.fillAll }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={tr.auth.password} rules={[{ required: true, message: tr.auth.fillAll }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {tr.auth.submit}
        </Button>
      </Form>
    </Card>
  );
}

export function StandaloneHarness({ children, title }: { children: ReactNode; title: string }) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (sessionStore.getState().status === 'checking') void sessionStore.getState().init();
  }, []);
  return (
    <AppProviders>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography.Text strong>{title}</Typography.Text>
          {user && <Button onClick={() => void sessionStore.getState().logout()}>{tr.auth.logout}</Button>}
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {status === 'checking' ? tr.common.loading : status === 'authenticated' ? children : <StandaloneLogin />}
        </Layout.Content>
      </Layout>
    </AppProviders>
  );
}
