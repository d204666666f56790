import { useEffect, useState } from "react";

export interface CarouselEntry {
  name: string;
  image: string;
  alt: string;
  blurb: string;
}

export const TEMPLATE_EXAMPLES: CarouselEntry[] = [
  { name: "Customer onboarding", image: "/landing/template-onboarding.svg", alt: "Customer onboarding e-mail with a welcome banner and three numbered first steps", blurb: "Welcome new customers with first steps to success." },
  { name: "Webinar invitation", image: "/landing/template-webinar.svg", alt: "Webinar invitation e-mail with a date badge, three speakers and a register button", blurb: "Date, time, speakers and a clear register button." },
  { name: "Product launch", image: "/landing/template-product-launch.svg", alt: "Product launch e-mail with a product hero image, feature highlights and a call to action", blurb: "Announce something new with a strong call to action." },
  { name: "Event invitation", image: "/landing/template-event.svg", alt: "Event invitation e-mail with date and venue cards and an RSVP button", blurb: "Venue, agenda and RSVP for an in-person event." },
  { name: "Newsletter", image: "/landing/template-newsletter.svg", alt: "Newsletter e-mail with a navigation bar, a feature story and two article columns", blurb: "Stories, links and news in tidy sections." },
];

/** Slides visible at once: 3 from 1200 px, 2 from 768 px, otherwise 1. */
export function slidesPerView(width: number): number {
  if (width >= 1200) return 3;
  if (width >= 768) return 2;
  return 1;
}

function useViewportWidth() {
  const [width, setWidth] = useState(() => (typeof window === "undefined" ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
}

export function TemplateCarousel({ entries = TEMPLATE_EXAMPLES }: { entries?: CarouselEntry[] }) {
  const perView = Math.min(slidesPerView(useViewportWidth()), entries.length);
  const [index, setIndex] = useState(0);
  const n = entries.length;
  const go = (i: number) => setIndex(((i % n) + n) % n);
  const visible = Array.from({ length: perView }, (_, k) => entries[(index + k) % n]!);

  return (
    <section className="landing-section alt" id="examples" aria-labelledby="examples-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow">Template examples</span>
        <h2 id="examples-title">One brand, every campaign</h2>
        <p className="muted">Each template is generated from scratch for your brand. These are a few of the layouts.</p>
      </div>
      <div className="carousel" role="region" aria-roledescription="carousel" aria-label="Template examples">
        <button type="button" className="carousel-arrow prev" aria-label="Previous template" onClick={() => go(index - 1)}>
          ‹
        </button>
        <div className="carousel-track" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} aria-live="polite">
          {visible.map((e, k) => (
            <figure key={`${e.name}-${k}`} className="carousel-slide" aria-roledescription="slide" aria-label={`${((index + k) % n) + 1} of ${n}: ${e.name}`}>
              <img src={e.image} alt={e.alt} width={320} height={420} loading="lazy" />
              <figcaption>
                <strong>{e.name}</strong>
                <span className="muted small">{e.blurb}</span>
              </figcaption>
            </figure>
          ))}
        </div>
        <button type="button" className="carousel-arrow next" aria-label="Next template" onClick={() => go(index + 1)}>
          ›
        </button>
      </div>
      <div className="carousel-dots" role="group" aria-label="Choose a template">
        {entries.map((e, i) => (
          <button
            key={e.name}
            type="button"
            className={i === index ? "lp-dot active" : "lp-dot"}
            aria-label={`Show ${e.name}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
