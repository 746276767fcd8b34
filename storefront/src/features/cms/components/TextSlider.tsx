import type { TextSlide } from '@bestellwerk/domain';
import { SLIDE_INTERVAL_MS, textSwipeThreshold, useSlider } from '../state/slider';
import { SliderDots } from './SliderDots';

const threshold = () => textSwipeThreshold(window.innerWidth);

/** The text slider block: slides of formatted text, 5 s each, swipe 50 px above 768 px width. */
export function TextSlider({ slides }: { slides: TextSlide[] }) {
  const { index, setIndex, go, handlers } = useSlider(slides.length, {
    startDelayMs: 0,
    threshold,
  });
  if (slides.length === 1) {
    return (
      <section className="cms-text">
        {slides[0].title ? <h2>{slides[0].title}</h2> : null}
        <div className="cms-rich-text" dangerouslySetInnerHTML={{ __html: slides[0].text }} />
      </section>
    );
  }
  return (
    <section
      className="cms-text cms-text-slider"
      aria-roledescription="Karussell"
      data-interval={SLIDE_INTERVAL_MS}
      {...handlers}
    >
      {slides.map((slide, i) => (
        <div
          key={i}
          className={`cms-text-slide${i === index ? ' is-active' : ''}`}
          aria-hidden={i !== index}
        >
          {slide.title ? <h2>{slide.title}</h2> : null}
          <div className="cms-rich-text" dangerouslySetInnerHTML={{ __html: slide.text }} />
        </div>
      ))}
      <SliderDots count={slides.length} index={index} onSelect={setIndex} onStep={go} />
    </section>
  );
}
