import { Injectable } from '@nestjs/common';
import { coverAsWebp } from '@boogy/engine';
import { CoverEncoder } from '../application/media/screen-covers';

@Injectable()
export class EngineCoverEncoder extends CoverEncoder {
  toWebp(png: Buffer): Promise<Buffer> {
    return coverAsWebp(png);
  }
}
