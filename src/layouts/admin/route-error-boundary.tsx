import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { logRenderError } from '@/stores/error-log';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errorLog.fallbackTitle')}
      subTitle={t('errorLog.fallbackText')}
      extra={
        <Button type="primary" autoInsertSpace={false} onClick={onRetry}>
          {t('errorLog.retry')}
        </Button>
      }
    />
  );
}

interface Props {
  children: ReactNode;
  /** A new value (another page) clears a shown error. */
  resetKey?: string;
}

interface State {
  error: unknown;
  attempt: number;
  resetKey?: string;
}

/** SPEC §8 / DECISIONS D7: a render error in routed content shows a friendly fallback with retry and is logged. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    logRenderError(error, info.componentStack);
  }

  retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  render() {
    if (this.state.error) return <Fallback onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
