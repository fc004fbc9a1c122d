/**
 * Benefits scroller island (home). The same markup serves both layouts, chosen by CSS alone:
 * from 1024px a tall sticky area showing one benefit at a time (one viewport height of scroll
 * each), below it a numbered list. So crossing 1024px while resizing switches at once, and the
 * server HTML already holds all six benefits. This island follows the scroll position (active
 * index, direction); once the area nears the viewport it loads GSAP, which cross-fades the
 * benefits and makes the progress dots scroll to theirs in 1500 ms. Under reduced motion or
 * Save-Data GSAP is never fetched: benefits switch and dots jump at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BENEFITS_DESKTOP_MIN_WIDTH,
  BENEFITS_SCROLL_ANIMATION_MS,
  BENEFITS_TEXT_TRANSITION_MS,
  easeInOutCubic,
  activeBenefitIndex,
  benefitDirection,
  scrollTopForBenefit,
  type BenefitDirection,
} from '../../lib/shared/benefits-scroll.ts';
import { loadGsapMotion, motionAllowed, whenNear } from '../../lib/browser/motion/gate.ts';
import './BenefitsScroller.scss';

export interface BenefitView {
  id: number;
  title: string;
  text: string;
  alt: string;
  image: { src: string; srcset?: string; width: number; height: number };
}

interface Props {
  heading: string;
  intro?: string | undefined;
  items: BenefitView[];
  /** Name of the progress dots for screen readers (content/strings.json). */
  dotsLabel: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export default function BenefitsScroller({ heading, intro, items, dotsLabel }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<BenefitDirection>('none');
  const [enhanced, setEnhanced] = useState(false);
  /** GSAP's tweens once loaded; null until the area nears the viewport, and for good without motion. */
  const motion = useRef<Awaited<ReturnType<typeof loadGsapMotion>> | null>(null);
  /** Mirrors motion.current on the root (data-motion), so tests and styles can see GSAP is ready. */
  const [motionReady, setMotionReady] = useState(false);
  const previous = useRef(0);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !motionAllowed()) return;
    return whenNear(root, () => {
      void loadGsapMotion().then((loaded) => {
        motion.current = loaded;
        setMotionReady(true);
      });
    });
  }, []);

  // Cross-fade from the previous benefit to the new one (without GSAP the stylesheet switches at once).
  useEffect(() => {
    const from = previous.current;
    previous.current = index;
    const list = rootRef.current?.querySelectorAll('.bscroll__item');
    const incoming = list?.[index];
    if (from === index || !incoming || !motion.current) return;
    motion.current.crossFade(list[from] ?? null, incoming, index > from, BENEFITS_TEXT_TRANSITION_MS);
  }, [index]);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${BENEFITS_DESKTOP_MIN_WIDTH}px)`);
    let queued = false;
    const update = () => {
      queued = false;
      const track = trackRef.current;
      if (!track || !desktop.matches) return;
      const next = activeBenefitIndex(-track.getBoundingClientRect().top, window.innerHeight, items.length);
      setIndex((previous) => {
        if (next !== previous) setDirection(benefitDirection(previous, next));
        return next;
      });
    };
    const queue = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    };
    // The stylesheet assumes the spec's six benefits; another count sets the track height here.
    rootRef.current?.style.setProperty('--bscroll-count', String(items.length));
    // The server rendered the plain list; the sticky scroller takes over once scripts run.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- must differ from the server HTML, so after mount
    setEnhanced(true);
    update();
    addEventListener('scroll', queue, { passive: true });
    addEventListener('resize', queue, { passive: true });
    desktop.addEventListener('change', queue);
    return () => {
      removeEventListener('scroll', queue);
      removeEventListener('resize', queue);
      desktop.removeEventListener('change', queue);
      motion.current?.stopWindowScroll();
    };
  }, [items.length]);

  const scrollToBenefit = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const top = track.getBoundingClientRect().top + window.scrollY;
      const to = scrollTopForBenefit(top, target, window.innerHeight, items.length);
      if (!motionAllowed()) {
        window.scrollTo({ top: to, behavior: 'instant' });
        return;
      }
      // The dots are seen only inside the area, so GSAP is loaded (the scroll starts with this very
      // click) or on its way (it starts when GSAP arrives).
      if (motion.current) motion.current.scrollWindowTo(to, BENEFITS_SCROLL_ANIMATION_MS, easeInOutCubic);
      else
        void loadGsapMotion().then((loaded) => loaded.scrollWindowTo(to, BENEFITS_SCROLL_ANIMATION_MS, easeInOutCubic));
    },
    [items.length],
  );

  // A wheel or touch by the visitor wins over a running dot animation.
  useEffect(() => {
    const stop = () => motion.current?.stopWindowScroll();
    addEventListener('wheel', stop, { passive: true });
    addEventListener('touchstart', stop, { passive: true });
    return () => {
      removeEventListener('wheel', stop);
      removeEventListener('touchstart', stop);
    };
  }, []);

  return (
    <div
      className="bscroll"
      data-enhanced={enhanced ? '' : undefined}
      data-motion={motionReady ? '' : undefined}
      data-active={index}
      data-direction={direction}
      ref={rootRef}
    >
      <div className="bscroll__track" ref={trackRef}>
        <div className="bscroll__stage">
          <header className="bscroll__header">
            <h2 id="benefits-title">{heading}</h2>
            {intro && <p className="bscroll__intro">{intro}</p>}
          </header>
          <div className="bscroll__body">
            <div className="bscroll__dots" role="group" aria-label={dotsLabel}>
              {items.map((b, i) => (
                <button
                  key={b.id}
                  type="button"
                  className="bscroll__dot"
                  aria-label={`${i + 1}. ${b.title}`}
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => scrollToBenefit(i)}
                />
              ))}
              <span className="bscroll__count" aria-hidden="true">
                {pad(index + 1)} / {pad(items.length)}
              </span>
            </div>
            <ol className="bscroll__list">
              {items.map((b, i) => (
                <li
                  key={b.id}
                  className="bscroll__item"
                  data-state={i === index ? 'active' : i < index ? 'before' : 'after'}
                >
                  <div className="bscroll__card">
                    <span className="bscroll__number" aria-hidden="true">
                      {pad(i + 1)}
                    </span>
                    <h3>{b.title}</h3>
                    <p>{b.text}</p>
                  </div>
                  <div className="bscroll__media">
                    <img
                      src={b.image.src}
                      {...(b.image.srcset ? { srcSet: b.image.srcset, sizes: '(min-width: 1024px) 560px, 92vw' } : {})}
                      width={b.image.width}
                      height={b.image.height}
                      alt={b.alt}
                      loading="lazy"
                      decoding="async"
                    />
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </div>
  );
}
