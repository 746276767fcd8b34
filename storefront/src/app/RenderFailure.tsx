import { Component, type ReactNode } from 'react';
import { ServerError } from './ServerError';

/** storefront.md §2: a page that fails to render shows the 500 page, not a blank screen. */
export class RenderFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ServerError /> : this.props.children;
  }
}
