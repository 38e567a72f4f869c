// Renders one federated screen. Failing to load it or an error while it renders breaks only this tab:
// a Turkish error panel with a retry button; the shell and other tabs keep working.
import { tr } from '@menu/shared';
import { Button, Result, Skeleton } from 'antd';
import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadScreen } from './remote-map';

export function RemoteErrorPanel({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  return (
    <Result
      status="warning"
      title={tr.errors.remoteFailed}
      subTitle={
        <>
          {tr.errors.remoteFailedHint}
          {detail ? <div style={{ marginTop: 8, fontSize: 12, color: '#9ca3af' }}>{detail}</div> : null}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {tr.common.retry}
        </Button>
      }
    />
  );
}

class RenderBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('Uzak ekran hata verdi', error);
  }

  override render() {
    if (this.state.error) return <RemoteErrorPanel onRetry={this.props.onRetry} detail={this.state.error.message} />;
    return this.props.children;
  }
}

interface Props {
  remote: string;
  exposed: string;
  load?: typeof loadScreen;
}

export function RemoteScreen({ remote, exposed, load = loadScreen }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ Screen?: ComponentType; error?: Error }>({});

  useEffect(() => {
    let cancelled = false;
    setState({});
    load(remote, exposed, attempt > 0)
      .then((Screen) => !cancelled && setState({ Screen }))
      .catch((error: Error) => {
        console.error('Uzak modül yüklenemedi', remote, error);
        if (!cancelled) setState({ error });
      });
    return () => {
      cancelled = true;
    };
  }, [remote, exposed, attempt, load]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  if (state.error) return <RemoteErrorPanel onRetry={retry} detail={state.error.message} />;
  if (!state.Screen) return <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />;
  const Screen = state.Screen;
  return (
    <RenderBoundary key={attempt} onRetry={retry}>
      <Screen />
    </RenderBoundary>
  );
}
