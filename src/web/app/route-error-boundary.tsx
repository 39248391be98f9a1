import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { InteractiveMark } from '#web/components/layout/interactive-mark.tsx';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The current pathname: going to another page clears the error. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

/** The routes' error boundary (React Router's errorElement, which only its data router has). */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return (
      <>
        <ErrorScreen error={caught.error} />
        {/* The error screen is the page now, and it answers taps. */}
        <InteractiveMark />
      </>
    );
  }
}
