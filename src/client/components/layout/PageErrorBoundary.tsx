import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../ui/Button';

/** How browsers word a page's code that did not arrive (a busy server, a new release, a dropped link). */
const CODE_DID_NOT_LOAD =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** The error and what it wraps (loaders and tools wrap the browser's own error as its cause). */
function codeDidNotLoad(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  return CODE_DID_NOT_LOAD.test(error.message) || codeDidNotLoad(error.cause, depth + 1);
}

interface BoundaryProps {
  children: ReactNode;
  /** The address; a new one clears the error, so the menu still leads elsewhere. */
  address: string;
}

class Boundary extends Component<BoundaryProps, { error: Error | null; address: string }> {
  override state = { error: null as Error | null, address: this.props.address };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; address: string }) {
    return props.address === state.address ? null : { error: null, address: props.address };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const codeMissing = codeDidNotLoad(error);
    return (
      <div role="alert" className="mx-auto max-w-2xl space-y-4 px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">
          {codeMissing ? 'This page did not finish loading' : 'Something went wrong on this page'}
        </h1>
        <p className="text-lg text-muted">
          {codeMissing
            ? 'Part of the page could not be fetched, perhaps because the site was busy or has just been updated. Reloading usually fixes it.'
            : 'Reloading the page usually fixes it. If it keeps happening, please let us know through the contact page.'}
        </p>
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
