import type { RenderRequest } from '../src/types';
import { RenderPool } from '../src/worker/pool';
import { createPreviewsBusyFlag, pausedRenders, setPreviewsBusy } from '../src/worker/previews-first';

/**
 * Previews before full tracks, inside the render threads: the preview pool keeps a
 * shared flag set while any preview waits or renders, and a whole-song render pauses while it is
 * set, going on as soon as the previews are done.
 */
const LYRICS = '[Verse]\nNoor and Tobias are on the floor\n[Chorus]\nHands up high for Noor tonight';
const request: RenderRequest = { names: ['Noor', 'Tobias'], lyrics: LYRICS, style: 'kids', vocalGender: 'female', seed: 77, version: 1, previewOnly: true };

async function until(what: string, check: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 60_000; !check(); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('previews first', () => {
  const flag = createPreviewsBusyFlag();
  const previews = new RenderPool(1, { signalsBusy: flag });
  const songs = new RenderPool(1, { givesWayTo: flag });

  beforeAll(() => Promise.all([previews.warmUp(), songs.warmUp()]), 60_000);
  afterAll(() => Promise.all([previews.close(), songs.close()]));

  it('the preview pool holds the flag while its render runs and lets it go when done', async () => {
    const busyDuringRender: number[] = [];
    await previews.run(request, () => busyDuringRender.push(flag[0]!));
    expect(busyDuringRender).toEqual([1]);
    expect(flag[0]).toBe(0);
  }, 60_000);

  it('a whole-song render pauses while previews are busy and finishes once they are done', async () => {
    setPreviewsBusy(flag, true);
    let finished = false;
    const render = songs.run(request).then((result) => {
      finished = true;
      return result;
    });
    await until('the render to pause for the previews', () => pausedRenders(flag) === 1);
    expect(finished).toBe(false);

    setPreviewsBusy(flag, false);
    const { track } = await render;
    expect(track.previewMp3.length).toBeGreaterThan(100_000);
    expect(pausedRenders(flag)).toBe(0);
  }, 60_000);
});
