// The providers every screen renders under: antd with the Turkish locale and the brand theme, dayjs in
// Turkish, and React Query. The host renders them once; a remote running alone renders them itself.
import { shouldRetry, tr } from '@menu/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Empty } from 'antd';
import trTR from 'antd/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { useState, type ReactNode } from 'react';
import { buildTheme } from './theme';
import './accessible.css';

dayjs.locale('tr');

/** antd's own 'Veri Yok' is never shown: a list or a choice without its own empty text says this. */
const renderEmpty = () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr.common.nothingYet} />;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: 0 },
    },
  });
}

export function UiProviders({ children, primaryColor }: { children: ReactNode; primaryColor?: string }) {
  return (
    <ConfigProvider locale={trTR} theme={buildTheme(primaryColor)} renderEmpty={renderEmpty}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({
  children,
  primaryColor,
  queryClient,
}: {
  children: ReactNode;
  primaryColor?: string;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <UiProviders primaryColor={primaryColor}>{children}</UiProviders>
    </QueryClientProvider>
  );
}
