// First: a browser's CSS transitions, before antd loads (see the file).
import './testing/cssTransitions';
import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { BackofficeFrame } from './frame';

describe("a busy button's spinner", () => {
  it("stays, in antd's own motion, until the browser reports the transition's end", () => {
    // The premise of the frame's spinner: if antd ever drops it on its own, this fails and
    // the frame's `loadingIcon` can go.
    const view = render(<Button loading>Abschließen</Button>);
    view.rerender(<Button loading={false}>Abschließen</Button>);
    expect(screen.queryByRole('button', { name: 'Abschließen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'loading Abschließen' })).toBeTruthy();
  });

  it('goes with the busy state in the back-office frame, in the same render', () => {
    const view = render(
      <BackofficeFrame>
        <Button loading>Abschließen</Button>
      </BackofficeFrame>,
    );
    expect(screen.getByRole('button', { name: 'lädt Abschließen' })).toBeTruthy();
    view.rerender(
      <BackofficeFrame>
        <Button loading={false}>Abschließen</Button>
      </BackofficeFrame>,
    );
    expect(screen.getByRole('button', { name: 'Abschließen' })).toBeTruthy();
  });
});
