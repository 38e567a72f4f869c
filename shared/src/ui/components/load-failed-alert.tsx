// The alert a screen shows when its list did not load: the Turkish title (and the server's words below it
// where the spec asks for them) with a retry button. One component for every remote's list screens.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { tr } from '@menu/shared';

export interface LoadFailedAlertProps {
  title: ReactNode;
  description?: ReactNode;
  /** Loads again (a query's refetch, or invalidating a domain's keys). */
  onRetry: () => unknown;
  /** True while the retry is loading. */
  retrying?: boolean;
  style?: CSSProperties;
}

export function LoadFailedAlert({
  title,
  description,
  onRetry,
  retrying = false,
  style = { marginBottom: 24 },
}: LoadFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={title}
      description={description}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void onRetry()} loading={retrying}>
          {tr.common.retry}
        </Button>
      }
    />
  );
}

/** What a query gives its failure alert (a TanStack query result has all of it). */
export interface FailedQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A text of the alert, or how to read it from the query's error. */
type ErrorText = ReactNode | ((error: unknown) => ReactNode);

export interface QueryFailedAlertProps extends Pick<LoadFailedAlertProps, 'style'> {
  query: FailedQuery;
  title: ErrorText;
  description?: ErrorText;
}

/** The alert of a list's query that failed, retrying it; nothing while the query has not failed. */
export function QueryFailedAlert({ query, title, description, style }: QueryFailedAlertProps) {
  if (!query.isError) return null;
  const read = (text: ErrorText) => (typeof text === 'function' ? text(query.error) : text);
  return (
    <LoadFailedAlert
      title={read(title)}
      description={read(description)}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
      style={style}
    />
  );
}
