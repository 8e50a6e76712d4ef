/**
 * Where things go on the 1080×1920 frame. Pure geometry (no canvas), so the tests can find the
 * box of a word on a decoded frame.
 */
export const VIDEO_WIDTH = 1080;
export const VIDEO_HEIGHT = 1920;

export const COVER_BOX = { x: 240, y: 140, size: 600 } as const;
export const TITLE = { centreY: 830, size: 58, lineHeight: 72, maxRows: 2, maxWidth: 960 } as const;
export const MOVE_CARD = { x: 90, y: 960, width: 900, height: 190 } as const;
export const LYRICS = { maxWidth: 960, centreY: 1430, sizes: [84, 70, 58], maxRows: 3, wordGap: 0.42, rowGap: 0.3 } as const;
export const SIDE_LINE = { size: 42, previousY: 1215, nextY: 1650, maxWidth: 960 } as const;
export const MARK = { y: 1852, size: 32 } as const;
/**
 * The rows that change from frame to frame (dance move card and karaoke lines); everything above
 * and below is drawn once. Even bounds: 4:2:0 chroma rows cover two picture rows.
 */
export const CHANGING_BAND = { top: 936, height: 768 } as const;
/** The pill behind the sung word reaches this far beyond the word's letters (fraction of the font size). */
export const PILL_PAD = { x: 0.16, y: 0.16 } as const;

export interface WordBox {
  /** The word's letters: left edge, vertical centre, advance width. */
  x: number;
  centreY: number;
  width: number;
  row: number;
}

export interface LineLayout {
  fontSize: number;
  rowHeight: number;
  boxes: WordBox[];
}

/**
 * Lays a line's words out in centred rows (wrapped at word boundaries), trying smaller sizes until
 * it fits in LYRICS.maxRows; `measure(text, size)` gives a word's advance width.
 */
export function layoutLine(words: readonly string[], measure: (text: string, size: number) => number): LineLayout {
  let result: LineLayout | null = null;
  for (const size of LYRICS.sizes) {
    result = layoutAt(words, size, measure);
    const rows = result.boxes.length === 0 ? 0 : result.boxes[result.boxes.length - 1]!.row + 1;
    if (rows <= LYRICS.maxRows) return result;
  }
  return result!;
}

function layoutAt(words: readonly string[], size: number, measure: (text: string, size: number) => number): LineLayout {
  const gap = size * LYRICS.wordGap;
  const rowHeight = Math.round(size * (1 + LYRICS.rowGap));
  const widths = words.map((w) => Math.min(measure(w, size), LYRICS.maxWidth));
  const rows: number[][] = [];
  let current: number[] = [];
  let width = 0;
  widths.forEach((w, i) => {
    const needed = current.length === 0 ? w : width + gap + w;
    if (current.length > 0 && needed > LYRICS.maxWidth) {
      rows.push(current);
      current = [i];
      width = w;
    } else {
      current.push(i);
      width = needed;
    }
  });
  if (current.length > 0) rows.push(current);
  const boxes: WordBox[] = new Array(words.length);
  const top = LYRICS.centreY - ((rows.length - 1) * rowHeight) / 2;
  rows.forEach((row, r) => {
    const rowWidth = row.reduce((sum, i) => sum + widths[i]!, 0) + gap * (row.length - 1);
    let x = (1080 - rowWidth) / 2;
    for (const i of row) {
      boxes[i] = { x, centreY: top + r * rowHeight, width: widths[i]!, row: r };
      x += widths[i]! + gap;
    }
  });
  return { fontSize: size, rowHeight, boxes };
}
