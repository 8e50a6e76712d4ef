import { MAX_NAME_LENGTH, MAX_NAMES, NAMES_REQUIRED_MESSAGE, TOO_MANY_NAMES_MESSAGE } from '@boogy/contracts/song-names';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { LYRICS_REQUIRED_MESSAGE } from '../../../domain/song';
import { SONG_STYLES, VOCAL_GENDERS, type SongStyle, type VocalGender } from '../../../domain/song-engine.types';

const NAMES_REQUIRED = NAMES_REQUIRED_MESSAGE;
const TOO_MANY_NAMES = TOO_MANY_NAMES_MESSAGE;
const STYLE_MESSAGE = 'Please choose a music style: hip-hop, k-pop, kids or wedding.';
const VOCAL_MESSAGE = 'Please choose a vocal style: female, male or mixed.';
const NAME_TOO_LONG = `Each name must be at most ${MAX_NAME_LENGTH} characters.`;

/** An optional person's name (the birthday person, a newlywed); its rules registered bottom first, as stacked decorators were. */
const OptionalName = (notAString: string) =>
  applyDecorators(MaxLength(MAX_NAME_LENGTH, { message: NAME_TOO_LONG }), IsString({ message: notAString }), IsOptional());

/** Names, style and the event: shared by lyric generation and song creation. */
class SongBriefDto {
  @IsArray({ message: NAMES_REQUIRED })
  @ArrayMinSize(1, { message: NAMES_REQUIRED })
  // openapi.yaml's maxItems (20): the product's limit, with its message.
  @ArrayMaxSize(MAX_NAMES, { message: TOO_MANY_NAMES })
  @IsString({ each: true, message: NAMES_REQUIRED })
  @MaxLength(MAX_NAME_LENGTH, { each: true, message: NAME_TOO_LONG })
  names!: string[];

  @IsIn(SONG_STYLES, { message: STYLE_MESSAGE })
  style!: SongStyle;

  @IsOptional()
  @IsBoolean({ message: 'isBirthday must be true or false' })
  isBirthday?: boolean;

  @OptionalName('The birthday person must be a name')
  birthdayPerson?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'isWedding must be true or false' })
  isWedding?: boolean;

  @OptionalName('The newlywed names must be names')
  bride?: string | null;

  @OptionalName('The newlywed names must be names')
  groom?: string | null;
}

export class GenerateLyricsDto extends SongBriefDto {}

const SOUNDS_LIKE_MESSAGE = 'Invalid Pronunciation: "sounds like" spellings use letters, spaces, hyphens and apostrophes (1–60 characters).';

/** A name's "sounds like" spelling (the domain checks the letters; openapi.yaml the shape). */
export class NamePronunciationDto {
  @IsString({ message: NAME_TOO_LONG }) @MaxLength(MAX_NAME_LENGTH, { message: NAME_TOO_LONG }) name!: string;
  @IsString({ message: SOUNDS_LIKE_MESSAGE }) @MaxLength(60, { message: SOUNDS_LIKE_MESSAGE }) soundsLike!: string;
}

/** POST /api/names/pronounce: one name, sung. */
export class PronounceNameDto {
  @IsString({ message: 'Names Required: Please enter at least one name!' })
  @MinLength(1, { message: 'Names Required: Please enter at least one name!' })
  @MaxLength(MAX_NAME_LENGTH, { message: NAME_TOO_LONG })
  name!: string;

  @IsOptional()
  @IsString({ message: SOUNDS_LIKE_MESSAGE })
  @MaxLength(60, { message: SOUNDS_LIKE_MESSAGE })
  soundsLike?: string;

  @IsOptional()
  @IsIn(['female', 'male'], { message: 'Please choose a voice: female or male.' })
  voice?: 'female' | 'male';
}

export class DanceMoveDto {
  @IsString() @MaxLength(60) name!: string;
  @IsString() @MaxLength(120) move!: string;
  @IsString() @MaxLength(400) description!: string;
  @IsNumber() @Min(0) @Max(60) durationSec!: number;
}

// Each helper registers its rules in the order the stacked decorators did (bottom first), so the
// first message a client sees is unchanged.
/** Lyrics as sent (the domain trims them and refuses them empty): text of at most 6000 characters. */
const LyricsText = (options: { required: boolean }) =>
  applyDecorators(
    MaxLength(6000, { message: 'Lyrics are too long: keep them under 6000 characters.' }),
    ...(options.required ? [MinLength(1, { message: LYRICS_REQUIRED_MESSAGE })] : []),
    IsString({ message: LYRICS_REQUIRED_MESSAGE }),
  );
const VERSION_MESSAGE = 'version must be 1 or 2';
/** `?version=`: one of the song's two versions, 1 or 2. */
const OptionalVersion = () =>
  applyDecorators(Max(2, { message: VERSION_MESSAGE }), Min(1, { message: VERSION_MESSAGE }), IsInt({ message: VERSION_MESSAGE }), Type(() => Number), IsOptional());
/** `?share=`: a public share link's id. */
const OptionalShareId = () => applyDecorators(IsUUID('all', { message: 'share must be a share id' }), IsOptional());
const OptionalVocal = () => applyDecorators(IsIn(VOCAL_GENDERS, { message: VOCAL_MESSAGE }), IsOptional());
/** At most one "sounds like" spelling per name. */
const OptionalPronunciations = () =>
  applyDecorators(Type(() => NamePronunciationDto), ValidateNested({ each: true }), ArrayMaxSize(MAX_NAMES), IsArray(), IsOptional());

export class CreateSongDto extends SongBriefDto {
  @LyricsText({ required: true })
  lyrics!: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  @Type(() => DanceMoveDto)
  danceMoves?: DanceMoveDto[];

  @OptionalVocal()
  vocalGender?: VocalGender;

  @OptionalPronunciations()
  pronunciations?: NamePronunciationDto[];
}

export class GenerateMusicDto {
  @IsUUID('all', { message: 'songId must be a song id' })
  songId!: string;

  @IsOptional()
  @LyricsText({ required: false })
  lyrics?: string;

  @OptionalVocal()
  vocalGender?: VocalGender;

  @IsOptional()
  @IsIn(SONG_STYLES, { message: STYLE_MESSAGE })
  style?: SongStyle;

  @OptionalPronunciations()
  pronunciations?: NamePronunciationDto[];
}

export class RenameSongDto {
  @IsString({ message: 'Title is required' })
  @MinLength(1, { message: 'Title is required' })
  @MaxLength(100, { message: 'Title must be at most 100 characters' })
  title!: string;
}

export class ManualFetchLyricsDto {
  @IsUUID('all', { message: 'songId must be a song id' })
  songId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  sunoTrackId?: string | null;
}

export class DownloadQueryDto {
  @IsOptional()
  @IsIn(['audio', 'lyrics'], { message: 'type must be audio or lyrics' })
  type?: 'audio' | 'lyrics';

  @OptionalVersion()
  version?: number;

  /** A public share link's id: a full link lets its holder download. */
  @OptionalShareId()
  share?: string;
}

/** `?share={shareId}`: a public full link lets its holder hear the full song. */
export class MediaQueryDto {
  @OptionalShareId()
  share?: string;
}

export class LyricsQueryDto {
  @OptionalVersion()
  version?: number;
}

export class AudioProxyQueryDto {
  // A missing url is checked before the others (class-validator runs IsDefined first), so it is not called too long.
  @IsDefined({ message: 'url is required' })
  @IsString({ message: 'url is required' })
  @MinLength(1, { message: 'url is required' })
  @MaxLength(2000, { message: 'url is too long' })
  url!: string;
}

const VIDEO_TRACK_MESSAGE = 'track must be 1 or 2';

/** `{ "track": 2 }`: the song's version to film (default 1). */
export class GenerateSongVideoDto {
  @IsOptional()
  @IsInt({ message: VIDEO_TRACK_MESSAGE })
  @IsIn([1, 2], { message: VIDEO_TRACK_MESSAGE })
  track?: number;
}

/** `?share={shareId}&track=2`: a version's video (default 1), through a public link. */
export class VideoTrackQueryDto extends MediaQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VIDEO_TRACK_MESSAGE })
  @IsIn([1, 2], { message: VIDEO_TRACK_MESSAGE })
  track?: number;
}

/** `?share={shareId}&track=2&download=1`: a version's video, through a public link, as an attachment. */
export class VideoMediaQueryDto extends VideoTrackQueryDto {
  @IsOptional()
  @IsIn(['1'], { message: 'download must be 1' })
  download?: '1';
}
