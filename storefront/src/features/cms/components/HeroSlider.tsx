import { pictureUrl, type TemplateImage } from '@bestellwerk/domain';
import { HERO_START_DELAY_MS, HERO_SWIPE_PX, useSlider } from '../state/slider';
import { SliderDots } from './SliderDots';

export interface HeroSlide {
  /** A library picture, or one drawn from an image template („Aus Vorlage“). */
  image?: { id: number; version?: number; extension?: string } | TemplateImage | number | null;
  title: string;
  text?: string | null;
  linkLabel?: string | null;
  linkHref?: string | null;
}

const threshold = () => HERO_SWIPE_PX;

/** The hero block: pictures with heading, text and link; auto-advance 5 s after 1 s, swipe 40 px. */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const { index, setIndex, go, handlers } = useSlider(slides.length, {
    startDelayMs: HERO_START_DELAY_MS,
    threshold,
  });
  return (
    <section className="cms-hero" aria-roledescription="Karussell" aria-label="Hero" {...handlers}>
      {slides.map((slide, i) => {
        const image = pictureUrl(slide.image, 'large');
        return (
          <div
            key={i}
            className={`cms-hero-slide${i === index ? ' is-active' : ''}`}
            aria-hidden={i !== index}
            style={image ? { backgroundImage: `url(${image})` } : undefined}
          >
            <div className="cms-hero-text">
              <h2>{slide.title}</h2>
              {slide.text ? <p>{slide.text}</p> : null}
              {slide.linkHref && slide.linkLabel ? (
                <a className="button" href={slide.linkHref} tabIndex={i === index ? 0 : -1}>
                  {slide.linkLabel}
                </a>
              ) : null}
            </div>
          </div>
        );
      })}
      {slides.length > 1 ? (
        <SliderDots count={slides.length} index={index} onSelect={setIndex} onStep={go} />
      ) : null}
    </section>
  );
}
