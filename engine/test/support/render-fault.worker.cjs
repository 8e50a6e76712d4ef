// A stand-in render worker for the pool's failure tests: it speaks the pool's protocol
// (worker/messages.ts) and misbehaves on request, by the first name of the render request.
const { parentPort, threadId } = require('node:worker_threads');

parentPort.postMessage({ id: -1, type: 'ready' });
parentPort.on('message', ({ id, request }) => {
  if (!request) return; // { trim: true } from the pool: nothing cached here
  const how = request.names[0];
  if (how === 'throw') setTimeout(() => { throw new Error('render blew up outside its try/catch'); }, 5);
  else if (how === 'reject') Promise.reject(new Error('an unhandled rejection inside the worker'));
  else if (how === 'exit') process.exit(3);
  else if (how === 'hang') for (;;) { /* a render that never ends */ }
  else if (how === 'garbage') parentPort.postMessage({ id, type: 'preview', preview: {}, elapsedMs: 1 });
  else if (how === 'error') parentPort.postMessage({ id, type: 'error', error: { name: 'Error', message: 'a render error the worker caught' } });
  else {
    const bytes = new Uint8Array([threadId]);
    if (how === 'preview-then-ok') parentPort.postMessage({ id, type: 'preview', preview: { previewMp3: bytes, coverPng: bytes }, elapsedMs: 1 });
    parentPort.postMessage({
      id,
      type: 'done',
      track: { fullMp3: bytes, previewMp3: bytes, coverPng: bytes, durationSec: 1, previewDurationSec: 1, words: [] },
      stats: { renderMs: 1, previewMs: 1, previewCpuMs: 1, cpuMs: 1, peakMemoryBytes: 1 },
    });
  }
});
