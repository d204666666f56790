import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportClientError } from "../lib/error-reporting";

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError("render", {
      message: error.message,
      stack: error.stack,
      componentStack: info.componentStack ?? undefined,
    });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="crash">
        <h1>Something went wrong</h1>
        <p>We've encountered an unexpected error. Our team has been notified.</p>
        <div className="crash-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              this.setState({ error: null });
              window.location.assign("/");
            }}
          >
            Return to Home
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            Refresh Page
          </button>
        </div>
      </main>
    );
  }
}
