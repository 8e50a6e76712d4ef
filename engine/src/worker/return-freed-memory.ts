import koffi from 'koffi';

type Trim = (pad: number) => number;
let trim: Trim | null | undefined;

/**
 * Hands memory that render threads freed back to the operating system. glibc's malloc keeps each
 * thread's freed memory in that thread's arena, also after the thread has stopped, so the process
 * stayed hundreds of MB above its live size once its render threads went idle; malloc_trim(0)
 * returns the free pages of every arena. Elsewhere (musl, macOS, Windows) it does nothing.
 */
export function returnFreedMemory(): void {
  if (trim === undefined) {
    try {
      trim = process.platform === 'linux' ? (koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as Trim) : null;
    } catch {
      trim = null;
    }
  }
  trim?.(0);
}
