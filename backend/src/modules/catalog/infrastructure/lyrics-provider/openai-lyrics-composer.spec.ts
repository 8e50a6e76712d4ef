import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NamesRequiredError } from '@boogy/engine';
import { OpenAiLyricsComposer } from './openai-lyrics-composer';

/** A local stand-in for an OpenAI-compatible /chat/completions endpoint. */
function startStandIn(handler: (body: Record<string, unknown>, res: ServerResponse) => void): Promise<{ server: Server; url: string; requests: Record<string, unknown>[]; headers: IncomingMessage['headers'][] }> {
  const requests: Record<string, unknown>[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push(body);
      headers.push(req.headers);
      handler(body, res);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, headers })));
}

const completion = (content: string) => JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
const goodLyrics = {
  lyrics: '[Intro]\nHey Alice, hey Bob\n\n[Verse 1]\nAlice on the floor tonight\nBob is shining oh so bright\n\n[Chorus]\nDance with us, Alice and Bob\n\n[Bridge]\nAlice, do the Robot\nBob, do the Twist',
  danceMoves: [
    { name: 'Alice', move: 'Robot', description: 'Move like a machine.', durationSec: 5 },
    { name: 'Bob', move: 'Twist', description: 'Swivel your hips.', durationSec: 5 },
  ],
};
const request = { names: ['Alice', 'Bob'], style: 'hip-hop' as const, event: { kind: 'party' as const }, seed: 3 };

describe('OpenAiLyricsComposer against a local stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let mode: 'good' | 'bad-json' | 'missing-name' | 'slow' | 'error' = 'good';

  beforeAll(async () => {
    standIn = await startStandIn((_body, res) => {
      if (mode === 'slow') return void setTimeout(() => res.end(completion(JSON.stringify(goodLyrics))), 1500);
      if (mode === 'error') return void res.writeHead(500).end('{"error":"boom"}');
      res.setHeader('content-type', 'application/json');
      if (mode === 'bad-json') return void res.end(completion('Sure! Here are your lyrics: ...'));
      if (mode === 'missing-name') return void res.end(completion(JSON.stringify({ ...goodLyrics, lyrics: goodLyrics.lyrics.replaceAll('Bob', 'Rob') })));
      res.end(completion(JSON.stringify(goodLyrics)));
    });
  });
  afterAll(() => new Promise<void>((r) => {
    standIn.server.closeAllConnections();
    standIn.server.close(() => r());
  }));

  // A generous time limit, except where the test is the time limit: on a busy machine a first
  // request to the stand-in took longer than 400 ms and the good answer was counted as a timeout.
  const composer = (fallbacks: string[], timeoutMs = 10_000) => new OpenAiLyricsComposer({ baseUrl: standIn.url, apiKey: 'test-key', model: 'test-model', timeoutMs, onFallback: (reason) => fallbacks.push(reason) });

  it('uses the model output when it passes the schema and checks', async () => {
    mode = 'good';
    const fallbacks: string[] = [];
    const result = await composer(fallbacks).compose(request);
    expect(fallbacks).toEqual([]);
    expect(result.lyrics).toContain('Alice, do the Robot');
    expect(result.danceMoves).toEqual([
      { name: 'Alice', move: 'Robot', description: 'Move like a machine.', durationSec: 5 },
      { name: 'Bob', move: 'Twist', description: 'Swivel your hips.', durationSec: 5 },
    ]);
    const sent = standIn.requests.at(-1)!;
    expect(sent.model).toBe('test-model');
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(standIn.headers.at(-1)!.authorization).toBe('Bearer test-key');
  });

  it('asks for a lone bride as the bride and a couple together, never "the newlyweds"', async () => {
    mode = 'good';
    const briefOf = async (event: { kind: 'wedding'; bride?: string; groom?: string }) => {
      await composer([]).compose({ ...request, names: ['Alice', 'Bob'], event });
      return JSON.stringify(standIn.requests.at(-1)!.messages);
    };
    const lone = await briefOf({ kind: 'wedding', bride: 'Alice' });
    expect(lone).toContain('Alice is the bride');
    expect(lone).not.toMatch(/Wedding of Alice and \?/);
    const couple = await briefOf({ kind: 'wedding', bride: 'Alice', groom: 'Bob' });
    expect(couple).toContain('Wedding of Alice and Bob');
    expect(couple).toContain('never pair either with a guest');
  });

  it.each(['bad-json', 'missing-name', 'slow', 'error'] as const)('falls back to the local composer when the API is %s', async (m) => {
    mode = m;
    const fallbacks: string[] = [];
    // The slow stand-in answers after 1500 ms: well past this limit, however busy the machine.
    const result = await composer(fallbacks, m === 'slow' ? 400 : undefined).compose(request);
    expect(fallbacks).toHaveLength(1);
    expect(result.lyrics).toMatch(/^\[Intro\]/);
    expect(result.lyrics).toContain('Alice');
    expect(result.lyrics).toContain('Bob');
    expect(result.danceMoves).toHaveLength(2);
  });

  it('reports input errors instead of falling back', async () => {
    await expect(composer([]).compose({ ...request, names: [] })).rejects.toThrow(NamesRequiredError);
  });
});
