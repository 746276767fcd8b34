import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetAudioForTests, unlockAudio } from '../../../shared/chime';
import { AUDIO_BLOCKED, AUDIO_UNAVAILABLE, AudioBanner } from './AudioBanner';

/**
 * A stand-in for the browser's AudioContext: created in the state the autoplay policy gives,
 * resumed only when `resume()` is allowed, reporting changes as 'statechange' like the real one.
 */
class FakeAudioContext extends EventTarget {
  static initial: AudioContextState = 'suspended';
  static resumeAllowed = true;
  static created = 0;
  state: AudioContextState = FakeAudioContext.initial;
  constructor() {
    super();
    FakeAudioContext.created += 1;
  }
  resume = jest.fn(async () => {
    if (!FakeAudioContext.resumeAllowed) throw new Error('NotAllowedError');
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  });
}

const original = (globalThis as { AudioContext?: unknown }).AudioContext;

beforeEach(() => {
  resetAudioForTests();
  FakeAudioContext.initial = 'suspended';
  FakeAudioContext.resumeAllowed = true;
  FakeAudioContext.created = 0;
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
});
afterAll(() => {
  (globalThis as { AudioContext?: unknown }).AudioContext = original;
});

describe('the banner that keeps the chime from being silently off', () => {
  it('shows on a page loaded without any gesture, and a tap on it turns the sound on', async () => {
    render(<AudioBanner />);
    const banner = screen.getByRole('button', { name: AUDIO_BLOCKED });
    expect(banner.textContent).toBe('Ton ist aus – hier tippen, um Bestellungen hörbar zu machen');
    fireEvent.click(banner);
    await waitFor(() => expect(screen.queryByRole('button', { name: AUDIO_BLOCKED })).toBeNull());
    expect(FakeAudioContext.created).toBe(1);
  });

  it('stays while the browser still refuses the sound', async () => {
    FakeAudioContext.resumeAllowed = false;
    render(<AudioBanner />);
    fireEvent.click(screen.getByRole('button', { name: AUDIO_BLOCKED }));
    // The refused resume settles without a state change: the banner is still there after it.
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: AUDIO_BLOCKED })).toBeTruthy();
  });

  it('is not shown where the browser lets the board sound from the start', () => {
    FakeAudioContext.initial = 'running';
    const { container } = render(<AudioBanner />);
    expect(container.textContent).toBe('');
  });

  it('says so where the browser has no audio at all', () => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
    render(<AudioBanner />);
    expect(screen.getByText(AUDIO_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: AUDIO_BLOCKED })).toBeNull();
  });

  it('goes when a click anywhere on the board turned the sound on', async () => {
    render(<AudioBanner />);
    act(() => unlockAudio());
    await waitFor(() => expect(screen.queryByRole('button', { name: AUDIO_BLOCKED })).toBeNull());
  });
});
