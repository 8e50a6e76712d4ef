/**
 * Voice comparison (docs/adr/0008-singing-voice.md): each flite voice speaks 12 short sentences
 * with held-out names, then sings them through PSOLA; pocketsphinx counts the names and words it
 * recognises. Run from backend/:
 *   node --no-experimental-strip-types --conditions=boogy-source -r ./src/worker/register-ts.cjs bench/voices.ts [voice…]
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { speak, type FliteVoice } from '../src/vocals/flite';
import { analysePitch, psola } from '../src/vocals/psola';
import { recognise, spotNames } from '../src/testing/audio-tools';
const NAMES = ['Olivia', 'James', 'Sophie', 'Daniel', 'Grace', 'Henry', 'Lucy', 'Oscar', 'Ruby', 'Jack', 'Noah', 'Mia'];
const sentences = NAMES.map((n, i) => [`${n} is dancing on the floor tonight`, `hands up for ${n} and the party crew`, `here comes ${n} shining so bright`][i % 3]!);
const wav = (a: Float32Array, file: string) => { const b = Buffer.alloc(44 + a.length * 2); b.write('RIFF', 0); b.writeUInt32LE(36 + a.length * 2, 4); b.write('WAVEfmt ', 8); b.writeUInt32LE(16, 16); b.writeUInt16LE(1, 20); b.writeUInt16LE(1, 22); b.writeUInt32LE(16000, 24); b.writeUInt32LE(32000, 28); b.writeUInt16LE(2, 32); b.writeUInt16LE(16, 34); b.write('data', 36); b.writeUInt32LE(a.length * 2, 40); for (let i = 0; i < a.length; i++) b.writeInt16LE(Math.max(-32767, Math.min(32767, Math.round(a[i]! * 32767))), 44 + i * 2); writeFileSync(file, b); return file; };
const dir = mkdtempSync(join(tmpdir(), 'boogy-voices-'));

async function main(): Promise<void> {
  for (const voice of (process.argv.slice(2).length ? process.argv.slice(2) : ['kal', 'kal16', 'awb', 'rms', 'slt']) as FliteVoice[]) {
    const hz = voice === 'slt' ? 190 : 120;
    let spoken: Float32Array[] = [];
    try { spoken = sentences.map((s) => speak(s, { voice, f0: hz })); } catch (e) { console.log(voice, 'not available', String(e).slice(0, 80)); continue; }
    const sung = spoken.map((x) => { const an = analysePitch(x, 16000, hz); const out = Math.round(x.length * 1.4); const notes = [0, 2, 4, 5, 4, 2, 0].map((d, k) => ({ start: Math.round((k * out) / 7), hz: hz * Math.pow(2, d / 12) })); return psola(x, an, 16000, out, notes); });
    const gap = new Float32Array(8000);
    const concat = (xs: Float32Array[]) => { const t = xs.reduce((n, x) => n + x.length + gap.length, 0); const o = new Float32Array(t); let p = 0; for (const x of xs) { o.set(x, p); p += x.length + gap.length; } return o; };
    const words = new Set(sentences.join(' ').toLowerCase().split(' '));
    for (const [label, audio] of [['spoken', concat(spoken)], ['sung', concat(sung)]] as const) {
      const f = wav(audio, join(dir, `voice-${voice}-${label}.wav`));
      const [heard, names] = await Promise.all([recognise(f), spotNames(f, NAMES)]);
      const hs = new Set(heard);
      const found = [...words].filter((w) => hs.has(w)).length;
      console.log(`${voice.padEnd(6)} ${label.padEnd(7)} names ${names.length}/${NAMES.length}  words ${found}/${words.size}`);
    }
  }
}
void main();
