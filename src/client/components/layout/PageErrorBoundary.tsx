import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../ui/Button';

interface BoundaryProps {
  children: ReactNode;
  /** The address; a new one clears the error, so the menu still leads elsewhere. */
  address: string;
}

/**
 * Kept small, in the entry: it must show when a page's own code did not arrive (a busy server, a new
 * release), so it can load nothing more itself.
 */
class Boundary extends Component<BoundaryProps, { failed: boolean; address: string }> {
  override state = { failed: false, address: this.props.address };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; address: string }) {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-2xl space-y-4 px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">This page did not load</h1>
        <p className="text-lg text-muted">Reloading usually fixes it.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}

/** Keeps a page that fails to load or draw from blanking the whole site, and offers a reload. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [address] = useLocation();
  return <Boundary address={address}>{children}</Boundary>;
}
