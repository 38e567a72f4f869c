// The red banner at the top of a form (docs/screens.md, Error messages: errors appear in a red banner in the form).
import { Alert } from 'antd';

export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />;
}
