import { act, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SHOP } from '../shared/fixtures';
import type { ShopData } from '../shared/types';
import type { ShopWithSites } from './content';
import { ContentRoute } from './ContentRoute';

let shop: ShopWithSites | null = null;
const listeners = new Set<() => void>();
jest.mock('../shared/useShop', () => {
  const { useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  return {
    useShop: (): ShopData | null => {
      const [, rerender] = useState(0);
      useEffect(() => {
        const listener = () => rerender((n) => n + 1);
        listeners.add(listener);
        return () => void listeners.delete(listener);
      }, []);
      return shop;
    },
  };
});
const loaded = (data: ShopWithSites) =>
  act(() => {
    shop = data;
    listeners.forEach((listener) => listener());
  });

const at = (path: string) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <ContentRoute />
    </Router>,
  );

describe('any other path is a content page (storefront.md §2)', () => {
  beforeEach(() => {
    shop = null;
  });

  it('shows the 404 page for an unknown path only once loading has finished', () => {
    at('/nirgends/hier');
    expect(screen.queryByText('Seite nicht gefunden')).toBeNull();
    expect(document.querySelector('main[aria-busy="true"]')).not.toBeNull();
    loaded(SHOP);
    expect(screen.getByRole('heading').textContent).toBe('Seite nicht gefunden');
    expect(screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeTruthy();
  });

  it('shows the 500 page for a site whose type is not a configured type', () => {
    shop = {
      ...SHOP,
      sites: [
        {
          id: 3,
          path: 'aktion',
          type: 'landingpage',
          name: 'A',
          title: null,
          description: null,
          isPublic: true,
          content: [],
        },
      ],
    };
    at('/aktion');
    expect(screen.getByRole('heading').textContent).toBe('500 Internal Server Error');
    expect(screen.getByText('Leider ist ein interner Fehler aufgetreten.')).toBeTruthy();
  });

  it('shows a site of the default type at its path, under /site/ too', async () => {
    shop = {
      ...SHOP,
      sites: [
        {
          id: 4,
          path: 'ueber-uns/team',
          type: 'default',
          name: 'Team',
          title: 'Unser Team',
          description: 'Das Team des Café Rosmarin.',
          isPublic: true,
          content: [
            {
              type: 'text_slider',
              value: { slides: [{ title: 'Wer wir sind', text: '<p>Seit 1998 in Graz.</p>' }] },
            },
          ],
        },
      ],
    };
    at('/site/ueber-uns/team');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Unser Team' })).toBeTruthy(), {
      timeout: 5_000,
    });
    expect(screen.getByText('Seit 1998 in Graz.')).toBeTruthy();
  });
});
