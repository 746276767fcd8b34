/** The branch tablet's PIN pad, after the employee tapped their name. */
export function PinScreen(props: {
  name: string;
  pin: string;
  onDigit: (digit: string) => void;
  onDelete: () => void;
  onOk: () => void;
  onBack: () => void;
}) {
  return (
    <section aria-labelledby="pin-title">
      <div className="row">
        <h2 id="pin-title">PIN für {props.name}</h2>
        <button type="button" className="back" onClick={props.onBack}>
          Zurück
        </button>
      </div>
      <div className="pin-show" aria-label="PIN">
        {'•'.repeat(props.pin.length)}
      </div>
      <div className="pin">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button key={d} type="button" onClick={() => props.onDigit(d)}>
            {d}
          </button>
        ))}
        <button type="button" aria-label="Löschen" onClick={props.onDelete}>
          ←
        </button>
        <button type="button" onClick={() => props.onDigit('0')}>
          0
        </button>
        <button type="button" className="ok" onClick={props.onOk}>
          OK
        </button>
      </div>
    </section>
  );
}
