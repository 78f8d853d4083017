import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../platform/reportError.ts";

type Props = {
  /** The widget's source file, named in the console line when it fails. */
  file: string;
  children: ReactNode;
  /** What stays on the page when the widget fails: a static version of it, or nothing. */
  fallback?: ReactNode;
  /** Told once the widget has failed (its island gives up: app/island.tsx). */
  onFail?: () => void;
};

/** Keeps one widget's failure to itself: it is logged, replaced by its fallback, and the page goes on. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportError(this.props.file, error);
    this.props.onFail?.();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
