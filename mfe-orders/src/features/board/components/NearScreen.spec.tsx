import { act, render, screen } from '@testing-library/react';
import { NearScreen } from './NearScreen';

/** A stand-in IntersectionObserver whose targets the test brings into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  bringIntoView() {
    this.report(
      this.targets.map((target) => ({
        target,
        isIntersecting: true,
      })) as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

describe('NearScreen', () => {
  afterEach(() => {
    FakeObserver.all = [];
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders its card only once it comes near the screen, holding its place until then', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const { container } = render(
      <NearScreen estimate={180}>
        <p>Karte</p>
      </NearScreen>,
    );
    expect(screen.queryByText('Karte')).toBeNull();
    expect((container.firstChild as HTMLElement).style.height).toBe('180px');
    act(() => FakeObserver.all.forEach((observer) => observer.bringIntoView()));
    expect(screen.getByText('Karte')).toBeTruthy();
    expect((container.firstChild as HTMLElement).style.height).toBe('');
  });

  it('renders the first cards of a column at once, and everything where nothing can observe', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(
      <NearScreen estimate={180} eager>
        <p>Erste Karte</p>
      </NearScreen>,
    );
    expect(screen.getByText('Erste Karte')).toBeTruthy();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <NearScreen estimate={180}>
        <p>Ohne Beobachter</p>
      </NearScreen>,
    );
    expect(screen.getByText('Ohne Beobachter')).toBeTruthy();
  });
});
