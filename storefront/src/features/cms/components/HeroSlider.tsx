import { linkHref, pictureUrl, readLink, type HeroSlide } from '@bestellwerk/domain';
import { useShop } from '../../../shared/useShop';
import { HERO_START_DELAY_MS, HERO_SWIPE_PX, useSlider } from '../state/slider';
import { SliderDots } from './SliderDots';

/** A slide's button: its label and address, or null (no link, a page visitors cannot see). */
function slideLink(slide: HeroSlide, sites: readonly { id: number; path: string }[]) {
  const link = readLink(slide.link);
  const href = linkHref(link, sites);
  const label = link?.label?.trim();
  return href && label ? { href, label, blank: link?.target === '_blank' } : null;
}

const threshold = () => HERO_SWIPE_PX;

/** The hero block: pictures with heading, text and link; auto-advance 5 s after 1 s, swipe 40 px. */
export function HeroSlider({
  slides,
  sites,
}: {
  slides: HeroSlide[];
  /** The pages a slide may link to; by default the shop's (a draft is not among a visitor's). */
  sites?: readonly { id: number; path: string }[];
}) {
  const shop = useShop();
  const pages = sites ?? shop?.sites ?? [];
  const { index, setIndex, go, handlers } = useSlider(slides.length, {
    startDelayMs: HERO_START_DELAY_MS,
    threshold,
  });
  return (
    <section className="cms-hero" aria-roledescription="Karussell" aria-label="Hero" {...handlers}>
      {slides.map((slide, i) => {
        const image = pictureUrl(slide.image, 'large');
        const link = slideLink(slide, pages);
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
              {link ? (
                <a
                  className="button"
                  href={link.href}
                  tabIndex={i === index ? 0 : -1}
                  {...(link.blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.label}
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
