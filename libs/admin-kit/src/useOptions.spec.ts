import { renderHook, waitFor } from '@testing-library/react';
import { useOptions } from './useOptions';

describe('the choices of a select', () => {
  it('offers the loaded entities by name, once', async () => {
    const load = jest.fn().mockResolvedValue({
      items: [
        { id: 3, name: 'Graz Hauptplatz' },
        { id: 7, name: 'Wien Mitte' },
      ],
    });
    const { result, rerender } = renderHook(() =>
      useOptions({ load, loadError: 'Filialen konnten nicht geladen werden.' }),
    );
    expect(result.current.options).toEqual([]);
    await waitFor(() =>
      expect(result.current.options).toEqual([
        { value: 3, label: 'Graz Hauptplatz' },
        { value: 7, label: 'Wien Mitte' },
      ]),
    );
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes the option text from `label` when given', async () => {
    const load = jest.fn().mockResolvedValue({ items: [{ id: 4, name: 'Menü', path: 'graz' }] });
    const { result } = renderHook(() =>
      useOptions<{ id: number; name: string; path: string }>({
        load,
        loadError: 'Szenen konnten nicht geladen werden.',
        label: (scene) => `${scene.name} (/signage/${scene.path})`,
      }),
    );
    await waitFor(() =>
      expect(result.current.options).toEqual([{ value: 4, label: 'Menü (/signage/graz)' }]),
    );
  });

  it('waits while disabled', () => {
    const load = jest.fn().mockResolvedValue({ items: [] });
    renderHook(() => useOptions({ load, loadError: 'x', enabled: false }));
    expect(load).not.toHaveBeenCalled();
  });
});
