import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@bestellwerk/api-client';
import { useEntityActions } from './useEntityActions';

describe('writes without data of their own', () => {
  it('report a failure in German with a retry that runs the write again', async () => {
    const { result } = renderHook(() => useEntityActions());
    const remove = jest.fn().mockRejectedValueOnce(new ApiError(0, [])).mockResolvedValueOnce({});
    const deleted = jest.fn();
    await act(async () => {
      await result.current.run(remove, 'Der Tisch konnte nicht gelöscht werden.', deleted);
    });
    expect(result.current.errors.map((error) => error.message)).toEqual([
      'Der Tisch konnte nicht gelöscht werden.',
    ]);
    expect(deleted).not.toHaveBeenCalled();
    await act(async () => result.current.errors[0].retry());
    expect(remove).toHaveBeenCalledTimes(2);
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(result.current.errors).toEqual([]);
    expect(result.current.loading).toBe(false);
  });
});
