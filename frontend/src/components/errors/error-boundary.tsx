import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeError, ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  fullScreen?: boolean;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches render errors below it (React has no hook for this) and shows the friendly fallback.
 * The router's per-route `errorElement` covers pages; this one guards the providers and shell.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return <ErrorFallback detail={describeError(this.state.error)} fullScreen={this.props.fullScreen} />;
    }
    return this.props.children;
  }
}
