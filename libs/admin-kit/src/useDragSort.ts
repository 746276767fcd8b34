import { useState, type CSSProperties, type DragEvent } from 'react';

/** Moves the entry at `from` to `to` (drag and drop). */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * HTML5 drag and drop for a list: spread `itemProps(index)` on each entry; a drop calls
 * `onChange` with the reordered list. No extra dependency.
 */
export function useDragSort<T>(list: T[], onChange?: (next: T[]) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragged(null);
    setOver(null);
  };
  return (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(index);
    },
    onDragEnd: reset,
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null) onChange?.(moveItem(list, dragged, index));
      reset();
    },
    style: {
      cursor: 'grab',
      opacity: dragged === index ? 0.4 : 1,
      outline: over === index && dragged !== index ? '2px dashed #058243' : undefined,
    } satisfies CSSProperties,
  });
}
