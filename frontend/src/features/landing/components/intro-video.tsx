import { useEffect, useRef } from 'react';

/** Served by the backend, which makes the demo itself on first start (503 until it exists). */
export const INTRO_VIDEO = { src: '/api/intro-video', poster: '/api/intro-video/poster', captions: '/api/intro-video/captions' } as const;

/**
 * The hero's intro video: a short song the product made for Maya, Leo and Priya, with karaoke
 * words and dance moves. Its box is sized before anything loads (no layout shift); nothing but the
 * small poster loads with the page (preload="none"). It starts muted on its own only after the
 * page is interactive and only for visitors who have not asked for reduced motion; the
 * prerendered markup never carries `autoplay`, so the choice is always made by this check.
 */
export function IntroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Whether this visitor gets muted autoplay, for anyone checking (data-autoplay: undecided → on | off).
    element.dataset.autoplay = reduceMotion ? 'off' : 'on';
    if (reduceMotion) return;
    element.muted = true;
    element.play().catch(() => {
      // Not made yet (503) or the browser refused: the poster and the controls stay.
    });
  }, []);

  return (
    <figure className="mx-auto w-full max-w-[16.5rem]">
      <div className="aspect-[9/16] w-full overflow-hidden rounded-3xl border border-white/20 bg-black/40 bg-linear-to-b from-party-violet/40 to-party-pink/30 shadow-2xl shadow-black/40">
        <video
          ref={video}
          data-autoplay="undecided"
          className="h-full w-full object-cover"
          width={540}
          height={960}
          poster={INTRO_VIDEO.poster}
          preload="none"
          controls
          muted
          loop
          playsInline
          aria-label="Intro video: a Boogy song made for Maya, Leo and Priya"
        >
          <source src={INTRO_VIDEO.src} type="video/mp4" />
          <track kind="captions" src={INTRO_VIDEO.captions} srcLang="en" label="English" default />
        </video>
      </div>
      <figcaption className="mt-3 text-center text-sm text-pink-50">A real Boogy song for Maya, Leo and Priya</figcaption>
    </figure>
  );
}
