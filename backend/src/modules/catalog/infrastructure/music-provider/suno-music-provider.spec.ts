import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseLyrics, ProviderError, type PreviewReady } from '@boogy/engine';
import { audioStart, decodedSeconds, listFrames, writeTemp } from '@boogy/engine/testing';
import { execFileSync } from 'node:child_process';
import { SunoMusicProvider } from './suno-music-provider';

const LYRICS = '[Verse 1]\nHey Alice, dance tonight\n[Chorus]\nBob is here, hold on tight';

/** A provider-like MP3 (ID3v2 tag + Xing frame + audio), made by Debian's ffmpeg. */
function tone(seconds: number): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-ac', '2', '-ar', '44100', '-b:a', '192k', '-f', 'mp3', '-'], { maxBuffer: 1 << 26 });
}

/** A stand-in following the Suno-compatible API shape: generate, record-info, aligned lyrics, files. */
function startStandIn(outcome: 'success' | 'failure') {
  const audio = tone(60);
  const cover = Buffer.from('89504e470d0a1a0a', 'hex');
  let polls = 0;
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    calls.push(`${req.method} ${url.pathname}`);
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const json = (body: unknown) => res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
      if (req.headers.authorization !== 'Bearer k3y' && url.pathname.startsWith('/api')) return void res.writeHead(401).end();
      if (url.pathname === '/api/v1/generate') {
        const body = JSON.parse(raw) as { prompt: string; customMode: boolean };
        if (body.prompt !== LYRICS || !body.customMode) return void json({ code: 400, msg: 'bad request' });
        return void json({ code: 200, msg: 'success', data: { taskId: 'task-1' } });
      }
      if (url.pathname === '/api/v1/generate/record-info') {
        polls++;
        if (outcome === 'failure') return void json({ code: 200, data: { taskId: 'task-1', status: 'GENERATE_AUDIO_FAILED', errorMessage: 'no luck' } });
        const status = polls < 2 ? 'PENDING' : polls < 3 ? 'FIRST_SUCCESS' : 'SUCCESS';
        const sunoData = ['a1', 'a2'].map((id) => ({ id, audioUrl: `${base}/files/${id}.mp3`, imageUrl: `${base}/files/${id}.png`, duration: 60, title: 'Boogy' }));
        return void json({ code: 200, data: { taskId: 'task-1', status, response: { sunoData: status === 'SUCCESS' ? sunoData : [] } } });
      }
      if (url.pathname === '/api/v1/generate/get-timestamped-lyrics') {
        const words = ['[Verse 1]\nHey ', 'Alice, ', 'dance ', 'tonight\n', '[Chorus]\nBob ', 'is ', 'here, ', 'hold ', 'on ', 'tight'];
        return void json({ code: 200, data: { alignedWords: words.map((word, i) => ({ word, success: true, startS: i, endS: i + 0.8, palign: 0 })) } });
      }
      if (url.pathname.endsWith('.mp3')) return void res.setHeader('content-type', 'audio/mpeg').end(audio);
      if (url.pathname.endsWith('.png')) return void res.setHeader('content-type', 'image/png').end(cover);
      res.writeHead(404).end();
    });
  });
  return new Promise<{ server: Server; url: string; calls: string[] }>((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls })));
}

const request = { lyrics: LYRICS, names: ['Alice', 'Bob'], style: 'k-pop' as const, vocalGender: 'female' as const, seed: 1 };

describe('SunoMusicProvider against a local stand-in', () => {
  it('submits, polls, downloads into our buffers and maps aligned lyrics', async () => {
    const standIn = await startStandIn('success');
    try {
      const provider = new SunoMusicProvider({ baseUrl: standIn.url, apiKey: 'k3y', pollIntervalMs: 10 });
      const previews: PreviewReady[] = [];
      const song = await provider.renderSong(request, { onPreview: (p) => void previews.push(p) });
      expect(previews).toHaveLength(2);
      expect(standIn.calls.filter((c) => c.includes('record-info')).length).toBe(3);
      for (const track of song.versions) {
        expect(track.fullMp3.length).toBeGreaterThan(1_000_000);
        expect(decodedSeconds(writeTemp(track.previewMp3, 'mp3'))).toBeCloseTo(40, 0);
        expect(listFrames(track.previewMp3).length).toBeLessThan(listFrames(track.fullMp3.subarray(audioStart(track.fullMp3))).length);
        expect(track.coverPng.subarray(1, 4).toString('latin1')).toBe('PNG');
        const words = track.timestampedLyrics.flatMap((l) => l.words);
        expect(words.map((w) => w.word)).toEqual(parseLyrics(LYRICS).lines.flatMap((l) => l.words));
        expect(words[1]).toEqual({ word: 'Alice,', start: 1, end: 1.8 });
      }
      expect(song.versions.map((v) => v.version)).toEqual([1, 2]);
    } finally {
      standIn.server.closeAllConnections();
      standIn.server.close();
    }
  });

  it('reports a failed generation with a typed error', async () => {
    const standIn = await startStandIn('failure');
    try {
      const provider = new SunoMusicProvider({ baseUrl: standIn.url, apiKey: 'k3y', pollIntervalMs: 10 });
      await expect(provider.renderSong(request)).rejects.toThrow(ProviderError);
    } finally {
      standIn.server.closeAllConnections();
      standIn.server.close();
    }
  });
});
