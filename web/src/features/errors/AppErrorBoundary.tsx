import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/shared/i18n';
import { reloadForChunkError } from '@/shared/lib/chunkReload';

interface State {
  failed: boolean;
}

/** Last line of defence above the router: plain text, no Mantine, so it renders even if they fail. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!reloadForChunkError(error)) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: 32, fontFamily: 'system-ui, sans-serif', textAlign: 'center' }}>
        <p>{i18n.t('common:error_page.render_failed')}</p>
        <a href="/">{i18n.t('common:not_found.back_home')}</a>
      </div>
    );
  }
}
