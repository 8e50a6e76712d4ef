import { createCanvas, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { SongStyle, TimedLine } from '../types';
import { VIDEO_FONT, registerVideoFont } from './font';
import { CHANGING_BAND, COVER_BOX, LYRICS, MARK, MOVE_CARD, PILL_PAD, SIDE_LINE, TITLE, VIDEO_HEIGHT, VIDEO_WIDTH, layoutLine, type LineLayout } from './layout';
import { VIDEO_PALETTES, css, nameColour, type VideoPalette } from './palette';
import type { FrameState, KaraokeTimeline, VideoDanceMove } from './timeline';
import { rgbaToYuv420p, yuv420pSize } from './yuv';

const WHITE = [255, 255, 255] as const;

export interface PainterInput {
  title: string;
  coverPng: Buffer | null;
  style: SongStyle;
  timeline: KaraokeTimeline;
  moves: readonly VideoDanceMove[];
}

/**
 * Draws the frames: a still layer (background, cover, title, mark) made and converted to YUV once,
 * and per state the karaoke lines and the dance move, drawn in the band of rows that changes
 * (CHANGING_BAND) and converted alone. Reading pixels back from the canvas and converting them are
 * most of the renderer's cost, so the band keeps them to 40% of the frame. The renderer asks for a
 * frame only when the state changes; between changes it sends ffmpeg the same pixels again.
 */
export class FramePainter {
  /** The changing band; its context is shifted so it draws in whole-frame coordinates. */
  private readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private readonly palette: VideoPalette;
  private readonly layouts = new Map<number, LineLayout>();
  private still: Canvas | null = null;
  private stillYuv: Buffer | null = null;

  private constructor(private readonly input: PainterInput) {
    registerVideoFont();
    this.canvas = createCanvas(VIDEO_WIDTH, CHANGING_BAND.height);
    this.ctx = this.canvas.getContext('2d');
    this.ctx.translate(0, -CHANGING_BAND.top);
    this.palette = VIDEO_PALETTES[input.style];
  }

  static async create(input: PainterInput): Promise<FramePainter> {
    const painter = new FramePainter(input);
    painter.still = await painter.paintStill();
    painter.stillYuv = rgbaToYuv420p(painter.still.data(), VIDEO_WIDTH, VIDEO_HEIGHT, Buffer.allocUnsafe(yuv420pSize(VIDEO_WIDTH, VIDEO_HEIGHT)));
    return painter;
  }

  /** The frame for a state as planar YUV 4:2:0 (BT.709), in a new buffer. */
  paintYuv(state: FrameState): Buffer {
    const frame = Buffer.from(this.stillYuv!);
    return rgbaToYuv420p(this.paintBand(state), VIDEO_WIDTH, CHANGING_BAND.height, frame, VIDEO_HEIGHT, CHANGING_BAND.top);
  }

  /** The changing band for a state, as RGBA (premultiplied, opaque). */
  private paintBand(state: FrameState): Buffer {
    const ctx = this.ctx;
    const { top, height } = CHANGING_BAND;
    ctx.drawImage(this.still!, 0, top, VIDEO_WIDTH, height, 0, top, VIDEO_WIDTH, height);
    const lines = this.input.timeline.lines;
    if (state.line < 0) {
      if (lines.length > 0) this.sideLine(0, SIDE_LINE.nextY, 0.75);
    } else {
      if (state.line > 0) this.sideLine(state.line - 1, SIDE_LINE.previousY, 0.45);
      this.currentLine(state);
      if (state.line + 1 < lines.length) this.sideLine(state.line + 1, SIDE_LINE.nextY, 0.55);
    }
    if (state.move >= 0) this.moveCard(state.move);
    return this.canvas.data();
  }

  /** The layout of a line drawn large (exposed for the tests, which look inside word boxes). */
  lineLayout(line: number): LineLayout {
    let layout = this.layouts.get(line);
    if (!layout) {
      const words = this.input.timeline.lines[line]!.words.map((w) => w.word);
      layout = layoutLine(words, (text, size) => this.measure(text, size, true));
      this.layouts.set(line, layout);
    }
    return layout;
  }

  private measure(text: string, size: number, bold: boolean): number {
    this.ctx.font = font(size, bold);
    return this.ctx.measureText(text).width;
  }

  private currentLine(state: FrameState) {
    const ctx = this.ctx;
    const line = this.input.timeline.lines[state.line]!;
    const layout = this.lineLayout(state.line);
    ctx.font = font(layout.fontSize, true);
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    line.words.forEach((word, i) => {
      const box = layout.boxes[i]!;
      const name = this.input.timeline.nameOf[state.line]![i]!;
      const colour = name >= 0 ? nameColour(name) : WHITE;
      if (i === state.word) {
        const padX = layout.fontSize * PILL_PAD.x;
        const padY = layout.fontSize * PILL_PAD.y;
        ctx.fillStyle = css(name >= 0 ? nameColour(name) : this.palette.highlight);
        roundRect(ctx, box.x - padX, box.centreY - layout.fontSize / 2 - padY, box.width + 2 * padX, layout.fontSize + 2 * padY, layout.fontSize * 0.3);
        ctx.fill();
        ctx.fillStyle = css(name >= 0 ? [20, 20, 30] : this.palette.onHighlight);
      } else {
        ctx.fillStyle = css(colour, i < state.started ? 1 : 0.6);
      }
      ctx.fillText(word.word, box.x, box.centreY, LYRICS.maxWidth);
    });
  }

  private sideLine(index: number, centreY: number, alpha: number) {
    const ctx = this.ctx;
    const text = lineText(this.input.timeline.lines[index]!);
    ctx.font = font(SIDE_LINE.size, false);
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    ctx.fillStyle = css(WHITE, alpha);
    ctx.fillText(ellipsize(ctx, text, SIDE_LINE.maxWidth), VIDEO_WIDTH / 2, centreY);
  }

  private moveCard(index: number) {
    const ctx = this.ctx;
    const move = this.input.moves[index]!;
    const nameIndex = Math.max(0, this.input.timeline.names.findIndex((n) => n.toLocaleLowerCase() === move.name.toLocaleLowerCase()));
    const colour = nameColour(nameIndex);
    const { x, y, width, height } = MOVE_CARD;
    ctx.fillStyle = 'rgba(10,10,20,0.72)';
    roundRect(ctx, x, y, width, height, 28);
    ctx.fill();
    ctx.lineWidth = 5;
    ctx.strokeStyle = css(colour);
    ctx.stroke();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = css(colour);
    ctx.font = font(36, true);
    ctx.fillText(ellipsize(ctx, `${move.name}'s dance move`, width - 60), VIDEO_WIDTH / 2, y + 42);
    ctx.fillStyle = css(WHITE);
    ctx.font = font(54, true);
    ctx.fillText(ellipsize(ctx, move.move, width - 60), VIDEO_WIDTH / 2, y + 100);
    if (move.description) {
      ctx.fillStyle = css(WHITE, 0.8);
      ctx.font = font(30, false);
      ctx.fillText(ellipsize(ctx, move.description, width - 60), VIDEO_WIDTH / 2, y + 155);
    }
  }

  private async paintStill(): Promise<Canvas> {
    const still = createCanvas(VIDEO_WIDTH, VIDEO_HEIGHT);
    const ctx = still.getContext('2d');
    const cover = this.input.coverPng ? await loadImage(this.input.coverPng) : null;
    if (cover) {
      // A blurred, darkened full-bleed copy of the cover: drawn tiny, then stretched.
      const tiny = createCanvas(27, 48);
      const tctx = tiny.getContext('2d');
      const side = Math.min(cover.width, cover.height);
      const cropW = side * (VIDEO_WIDTH / VIDEO_HEIGHT);
      tctx.drawImage(cover, (cover.width - cropW) / 2, (cover.height - side) / 2, cropW, side, 0, 0, 27, 48);
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(tiny, 0, 0, VIDEO_WIDTH, VIDEO_HEIGHT);
    } else {
      const gradient = ctx.createLinearGradient(0, 0, 0, VIDEO_HEIGHT);
      gradient.addColorStop(0, css(this.palette.top));
      gradient.addColorStop(1, css(this.palette.bottom));
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, VIDEO_WIDTH, VIDEO_HEIGHT);
    }
    const shade = ctx.createLinearGradient(0, 0, 0, VIDEO_HEIGHT);
    shade.addColorStop(0, 'rgba(0,0,0,0.35)');
    shade.addColorStop(0.45, 'rgba(0,0,0,0.55)');
    shade.addColorStop(1, 'rgba(0,0,0,0.75)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, VIDEO_WIDTH, VIDEO_HEIGHT);

    const { x, y, size } = COVER_BOX;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.5)';
    ctx.shadowBlur = 40;
    ctx.shadowOffsetY = 12;
    roundRect(ctx, x, y, size, size, 36);
    ctx.fillStyle = css(this.palette.top);
    ctx.fill();
    ctx.restore();
    ctx.save();
    roundRect(ctx, x, y, size, size, 36);
    ctx.clip();
    if (cover) ctx.drawImage(cover, x, y, size, size);
    else {
      ctx.fillStyle = css(this.palette.highlight);
      ctx.font = font(150, true);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('♪', x + size / 2, y + size / 2);
    }
    ctx.restore();

    ctx.fillStyle = css(WHITE);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = font(TITLE.size, true);
    const rows = wrap(ctx, this.input.title, TITLE.maxWidth, TITLE.maxRows);
    const top = TITLE.centreY - ((rows.length - 1) * TITLE.lineHeight) / 2;
    rows.forEach((row, i) => ctx.fillText(row, VIDEO_WIDTH / 2, top + i * TITLE.lineHeight));

    ctx.font = font(MARK.size, true);
    ctx.fillStyle = 'rgba(255,255,255,0.75)';
    ctx.fillText('Made with Boogy', VIDEO_WIDTH / 2, MARK.y);
    return still;
  }
}

const font = (size: number, bold: boolean) => `${bold ? 'bold ' : ''}${size}px ${VIDEO_FONT}`;

const lineText = (line: TimedLine) => line.words.map((w) => w.word).join(' ');

function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number) {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

function ellipsize(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Word-wraps text to at most maxRows rows, the last one ellipsized. */
function wrap(ctx: SKRSContext2D, text: string, maxWidth: number, maxRows: number): string[] {
  const rows: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const candidate = current ? `${current} ${words[i]}` : words[i]!;
    if (current && ctx.measureText(candidate).width > maxWidth) {
      if (rows.length === maxRows - 1) {
        rows.push(ellipsize(ctx, `${current} ${words.slice(i).join(' ')}`, maxWidth));
        return rows;
      }
      rows.push(current);
      current = words[i]!;
    } else current = candidate;
  }
  if (current) rows.push(ellipsize(ctx, current, maxWidth));
  return rows;
}
