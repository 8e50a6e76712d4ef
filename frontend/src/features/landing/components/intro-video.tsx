import { useState } from 'react';
import { INTRO_VIDEO_POSTER_URL, INTRO_VIDEO_URL } from '@/config/product';

/** The intro video, served from our own origin (no third-party embeds). */
export function IntroVideo() {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="w-full">
      <div className="overflow-hidden rounded-3xl border border-white/20 bg-black/40 shadow-2xl shadow-black/40">
        <video
          className="aspect-video w-full"
          controls
          preload="none"
          poster={INTRO_VIDEO_POSTER_URL}
          aria-label="Intro video: how Boogy makes your party song"
          onError={() => setFailed(true)}
        >
          <source src={INTRO_VIDEO_URL} type="video/mp4" onError={() => setFailed(true)} />
        </video>
      </div>
      <figcaption className="mt-3 text-center text-sm text-pink-100" role={failed ? 'status' : undefined}>
        {failed
          ? 'The intro video is on its way. Meanwhile, try a free preview below!'
          : 'See how names become a dance anthem in under a minute.'}
      </figcaption>
    </figure>
  );
}
