import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { antdPart } from '@bestellwerk/mf/antd-part';

/** A stand-in for a heavy antd component: state of its own, and statics that are components. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}
const Row = ({ children }: { children?: React.ReactNode }) => <p data-testid="row">{children}</p>;
const Summary = Object.assign(() => null, { Row });
const Heavy = Object.assign(Counter, { Summary });

describe('antdPart: an antd component loaded when it first renders', () => {
  it('renders nothing until its chunk is there, then the component with its props', async () => {
    let arrive!: (module: { default: typeof Heavy }) => void;
    const Part = antdPart(
      () => new Promise<{ default: typeof Heavy }>((resolve) => (arrive = resolve)),
      { Summary: { Row: {} } },
    );
    render(<Part label="Zähler" />);
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => arrive({ default: Heavy }));
    expect(screen.getByRole('button').textContent).toBe('Zähler 0');
  });

  it('keeps its own state when its parent renders again after the load (no remount)', async () => {
    const Part = antdPart(() => Promise.resolve({ default: Heavy }), { Summary: { Row: {} } });
    function Parent() {
      const [label, setLabel] = useState('Seite');
      return (
        <>
          <Part label={label} />
          <input
            aria-label="Bezeichnung"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </>
      );
    }
    render(<Parent />);
    const button = await screen.findByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Seite 2');
    fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: 'Blatt' } });
    expect(screen.getByRole('button').textContent).toBe('Blatt 2');
    expect(screen.getByRole('button')).toBe(button);
  });

  it('offers the component’s statics as parts too (Table.Summary.Row)', async () => {
    const Part = antdPart(() => Promise.resolve({ default: Heavy }), { Summary: { Row: {} } });
    const Parts = Part as typeof Heavy;
    render(<Parts.Summary.Row>Summe</Parts.Summary.Row>);
    expect((await screen.findByTestId('row')).textContent).toBe('Summe');
  });
});
