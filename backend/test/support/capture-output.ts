import fs from 'node:fs';

/** Everything the process writes to stdout/stderr (pino writes to the file descriptors directly). */
export function captureOutput(): { text: () => string; restore: () => void } {
  const chunks: string[] = [];
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) chunks.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  };
  const write = jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    const callback = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
    callback?.(null, Buffer.byteLength(String(data)));
  }) as never);
  const writeSync = jest.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown) => {
    keep(fd, data);
    return Buffer.byteLength(String(data));
  }) as never);
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(((data: unknown) => (keep(1, data), true)) as never);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(((data: unknown) => (keep(2, data), true)) as never);
  return {
    text: () => chunks.join(''),
    restore: () => [write, writeSync, stdout, stderr].forEach((s) => s.mockRestore()),
  };
}
