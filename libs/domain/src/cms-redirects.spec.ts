import { normaliseRedirectPath, redirectLoop, redirectLoopMessage } from './cms-redirects';

describe('redirects: loops refused on save', () => {
  it.each([
    ['ueber-uns/', '/ueber-uns'],
    ['/a//b?x=1', '/a/b'],
    ['/', '/'],
  ])('path %s is compared as %s', (path, normal) => {
    expect(normaliseRedirectPath(path)).toBe(normal);
  });

  it.each([
    [
      'a chain that ends',
      [{ id: 1, path: '/a', target: '/b' }],
      { path: '/b', target: '/c' },
      null,
    ],
    ['to itself', [], { path: '/a', target: '/a/' }, ['/a', '/a']],
    [
      'around three',
      [
        { id: 1, path: '/a', target: '/b' },
        { id: 2, path: '/b', target: '/c' },
      ],
      { path: '/c', target: 'a' },
      ['/c', '/a', '/b', '/c'],
    ],
    [
      'to another site',
      [{ id: 1, path: '/b', target: '/a' }],
      { path: '/a', target: 'https://x.at/b' },
      null,
    ],
    [
      'an edit replaces its old rule',
      [
        { id: 1, path: '/a', target: '/b' },
        { id: 2, path: '/b', target: '/c' },
      ],
      { id: 2, path: '/b', target: '/d' },
      null,
    ],
  ] as const)('%s', (_name, existing, candidate, loop) => {
    expect(redirectLoop(existing, candidate)).toEqual(loop);
  });

  it('names the chain in German', () => {
    expect(redirectLoopMessage(['/a', '/b', '/a'])).toBe(
      'Diese Weiterleitung ergäbe eine Schleife: /a → /b → /a.',
    );
  });
});
