import { updateQueue } from './upload';

describe('upload queue', () => {
  it('changes one file and keeps the order', () => {
    const queue = [
      { key: 'a', name: 'a.png', percent: 0, status: 'waiting' as const },
      { key: 'b', name: 'b.png', percent: 0, status: 'waiting' as const },
    ];
    expect(
      updateQueue(queue, 'b', { percent: 40, status: 'uploading' }).map((e) => [e.key, e.percent]),
    ).toEqual([
      ['a', 0],
      ['b', 40],
    ]);
  });
});
