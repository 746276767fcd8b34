/** The controls of a slider: previous, one dot per slide, next. */
export function SliderDots({
  count,
  index,
  onSelect,
  onStep,
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  return (
    <div className="cms-slider-controls">
      <button
        type="button"
        className="cms-slider-step"
        aria-label="Vorherige Folie"
        onClick={() => onStep(-1)}
      >
        ‹
      </button>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={`cms-slider-dot${i === index ? ' is-active' : ''}`}
          aria-label={`Folie ${i + 1} von ${count}`}
          aria-current={i === index}
          onClick={() => onSelect(i)}
        />
      ))}
      <button
        type="button"
        className="cms-slider-step"
        aria-label="Nächste Folie"
        onClick={() => onStep(1)}
      >
        ›
      </button>
    </div>
  );
}
