/**
 * The few WASI preview1 calls flite makes, implemented in memory. We do not use node:wasi: a WASI
 * object per utterance (flite calls exit()) and garbage collection of those objects trips a
 * native assertion in Node 24 (`~WASI: current_uvwasi_memory_ == 0`) that aborts the process.
 * Here the output WAV is written into a JS buffer: no temp files, no native state.
 */
const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const ERRNO_SPIPE = 70;
const FILETYPE_CHARACTER_DEVICE = 2;
const FILETYPE_DIRECTORY = 3;
const FILETYPE_REGULAR_FILE = 4;
const PREOPEN_FD = 3;

class ProcExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

interface OpenFile {
  path: string;
  data: Uint8Array;
  size: number;
  position: number;
}

export class MiniWasi {
  private memory?: WebAssembly.Memory;
  private readonly files = new Map<number, OpenFile>();
  private readonly written = new Map<string, Uint8Array>();
  /** What the program printed on its standard output. */
  private stdoutChunks: Uint8Array[] = [];
  private nextFd = PREOPEN_FD + 1;
  private readonly encoder = new TextEncoder();
  private argBytes: Uint8Array[];
  /** Files the program may read, by path (e.g. a lexicon addenda); set for each run. */
  private inputs: ReadonlyMap<string, Uint8Array> = new Map();

  constructor(args: string[], private readonly preopenPath = '/out') {
    this.argBytes = this.encodeArgs(args);
  }

  /** Forgets the files and sets new arguments, for another run of a reused instance. */
  reset(args: string[], inputs: ReadonlyMap<string, Uint8Array> = new Map()): void {
    this.argBytes = this.encodeArgs(args);
    this.inputs = inputs;
    this.files.clear();
    this.written.clear();
    this.stdoutChunks = [];
    this.nextFd = PREOPEN_FD + 1;
  }

  private encodeArgs(args: string[]): Uint8Array[] {
    return args.map((a) => this.encoder.encode(`${a}\0`));
  }

  /** Runs `_start`; returns the exit code. */
  start(instance: WebAssembly.Instance): number {
    this.memory = instance.exports.memory as WebAssembly.Memory;
    try {
      (instance.exports._start as () => void)();
      return 0;
    } catch (error) {
      if (error instanceof ProcExit) return error.code;
      throw error;
    }
  }

  /** The program's standard output so far, as text. */
  stdout(): string {
    return Buffer.concat(this.stdoutChunks).toString('utf8');
  }

  /** Bytes of a file the program wrote (path as the program saw it). */
  file(path: string): Uint8Array | undefined {
    return this.written.get(path);
  }

  imports(): WebAssembly.Imports {
    const view = () => new DataView(this.memory!.buffer);
    const bytes = () => new Uint8Array(this.memory!.buffer);
    return {
      wasi_snapshot_preview1: {
        args_sizes_get: (argcPtr: number, sizePtr: number) => {
          view().setUint32(argcPtr, this.argBytes.length, true);
          view().setUint32(sizePtr, this.argBytes.reduce((n, a) => n + a.length, 0), true);
          return ERRNO_SUCCESS;
        },
        args_get: (argvPtr: number, bufPtr: number) => {
          let p = bufPtr;
          this.argBytes.forEach((a, i) => {
            view().setUint32(argvPtr + i * 4, p, true);
            bytes().set(a, p);
            p += a.length;
          });
          return ERRNO_SUCCESS;
        },
        clock_time_get: (_id: number, _precision: bigint, timePtr: number) => {
          view().setBigUint64(timePtr, BigInt(Date.now()) * 1_000_000n, true);
          return ERRNO_SUCCESS;
        },
        fd_close: (fd: number) => {
          const file = this.files.get(fd);
          if (file) {
            this.written.set(file.path, file.data.slice(0, file.size));
            this.files.delete(fd);
          }
          return ERRNO_SUCCESS;
        },
        fd_fdstat_get: (fd: number, ptr: number) => {
          const type = fd <= 2 ? FILETYPE_CHARACTER_DEVICE : fd === PREOPEN_FD ? FILETYPE_DIRECTORY : this.files.has(fd) ? FILETYPE_REGULAR_FILE : -1;
          if (type < 0) return ERRNO_BADF;
          const v = view();
          v.setUint8(ptr, type);
          v.setUint16(ptr + 2, 0, true);
          v.setBigUint64(ptr + 8, 0xffffffffffffffffn, true);
          v.setBigUint64(ptr + 16, 0xffffffffffffffffn, true);
          return ERRNO_SUCCESS;
        },
        fd_fdstat_set_flags: () => ERRNO_SUCCESS,
        fd_prestat_get: (fd: number, ptr: number) => {
          if (fd !== PREOPEN_FD) return ERRNO_BADF;
          view().setUint8(ptr, 0);
          view().setUint32(ptr + 4, this.encoder.encode(this.preopenPath).length, true);
          return ERRNO_SUCCESS;
        },
        fd_prestat_dir_name: (fd: number, pathPtr: number, length: number) => {
          if (fd !== PREOPEN_FD) return ERRNO_BADF;
          bytes().set(this.encoder.encode(this.preopenPath).subarray(0, length), pathPtr);
          return ERRNO_SUCCESS;
        },
        fd_read: (fd: number, iovs: number, iovsLength: number, readPtr: number) => {
          const file = this.files.get(fd);
          let total = 0;
          for (let i = 0; file && i < iovsLength; i++) {
            const ptr = view().getUint32(iovs + i * 8, true);
            const len = view().getUint32(iovs + i * 8 + 4, true);
            const n = Math.max(0, Math.min(len, file.size - file.position));
            bytes().set(file.data.subarray(file.position, file.position + n), ptr);
            file.position += n;
            total += n;
          }
          view().setUint32(readPtr, total, true);
          return fd <= 2 || file ? ERRNO_SUCCESS : ERRNO_BADF;
        },
        fd_seek: (fd: number, offset: bigint, whence: number, newOffsetPtr: number) => {
          const file = this.files.get(fd);
          if (!file) return fd <= 2 ? ERRNO_SPIPE : ERRNO_BADF;
          const base = whence === 0 ? 0 : whence === 1 ? file.position : file.size;
          const next = base + Number(offset);
          if (next < 0) return ERRNO_INVAL;
          file.position = next;
          view().setBigUint64(newOffsetPtr, BigInt(next), true);
          return ERRNO_SUCCESS;
        },
        fd_write: (fd: number, iovs: number, iovsLength: number, writtenPtr: number) => {
          const file = this.files.get(fd);
          if (!file && fd > 2) return ERRNO_BADF;
          let total = 0;
          for (let i = 0; i < iovsLength; i++) {
            const ptr = view().getUint32(iovs + i * 8, true);
            const len = view().getUint32(iovs + i * 8 + 4, true);
            if (file) this.writeFile(file, bytes().subarray(ptr, ptr + len));
            else if (fd === 1) this.stdoutChunks.push(bytes().slice(ptr, ptr + len));
            total += len;
          }
          view().setUint32(writtenPtr, total, true);
          return ERRNO_SUCCESS;
        },
        path_open: (dirFd: number, _dirFlags: number, pathPtr: number, pathLength: number, _oflags: number, _rightsBase: bigint, _rightsInheriting: bigint, _fdFlags: number, fdPtr: number) => {
          if (dirFd !== PREOPEN_FD) return ERRNO_BADF;
          const path = `${this.preopenPath}/${new TextDecoder().decode(bytes().subarray(pathPtr, pathPtr + pathLength))}`;
          const fd = this.nextFd++;
          const input = this.inputs.get(path);
          this.files.set(fd, input ? { path, data: input.slice(), size: input.length, position: 0 } : { path, data: new Uint8Array(1 << 16), size: 0, position: 0 });
          view().setUint32(fdPtr, fd, true);
          return ERRNO_SUCCESS;
        },
        proc_exit: (code: number) => {
          throw new ProcExit(code);
        },
      },
    };
  }

  private writeFile(file: OpenFile, chunk: Uint8Array): void {
    const end = file.position + chunk.length;
    if (end > file.data.length) {
      const grown = new Uint8Array(Math.max(end, file.data.length * 2));
      grown.set(file.data.subarray(0, file.size));
      file.data = grown;
    }
    file.data.set(chunk, file.position);
    file.position = end;
    file.size = Math.max(file.size, end);
  }
}
