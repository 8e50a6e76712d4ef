import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { INTRO_VIDEO_FILES, IntroVideo, type IntroVideoFile, type IntroVideoState } from '../../ports/intro-video.port';

/** How long a client should wait before asking again while the intro video is being made. */
export const INTRO_VIDEO_RETRY_AFTER_SECONDS = 30;

export type IntroVideoAnswer = { state: 'ready'; key: string } | { state: Exclude<IntroVideoState, 'ready'>; retryAfterSeconds: number };

/** GET /api/intro-video[/poster|/captions]: which file to send, or why there is none yet. */
export class GetIntroVideoQuery extends Query<IntroVideoAnswer> {
  constructor(readonly file: IntroVideoFile) {
    super();
  }
}

@QueryHandler(GetIntroVideoQuery)
export class GetIntroVideoHandler implements IQueryHandler<GetIntroVideoQuery> {
  constructor(private readonly intro: IntroVideo) {}

  async execute({ file }: GetIntroVideoQuery): Promise<IntroVideoAnswer> {
    const state = await this.intro.state();
    if (state === 'ready') return { state, key: INTRO_VIDEO_FILES[file] };
    return { state, retryAfterSeconds: INTRO_VIDEO_RETRY_AFTER_SECONDS };
  }
}
