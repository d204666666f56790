import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportClientError } from "../lib/error-reporting";
import { setStoredUser } from "../lib/session";

const RETURN_KEY = "crashReturnAt";
const LOOP_WINDOW_MS = 15_000;

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Crashing again right after 'Return to Home' means the tab's stored state causes it: drop it so home can load.
    const back = Number(sessionStorage.getItem(RETURN_KEY) ?? "0");
    if (back && Date.now() - back < LOOP_WINDOW_MS) {
      sessionStorage.removeItem(RETURN_KEY);
      setStoredUser(null);
    }
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
              sessionStorage.setItem(RETURN_KEY, String(Date.now()));
              sessionStorage.removeItem("showDashboard");
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
