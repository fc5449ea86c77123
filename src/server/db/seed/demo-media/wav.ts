import { createRandom } from './random';

const SAMPLE_RATE = 22_050;
const SECONDS = 8;
// A major pentatonic scale sounds pleasant in any order: the melody can be random and still sing.
const PENTATONIC = [0, 2, 4, 7, 9];
const ROOTS = [196, 220, 246.94, 261.63, 293.66]; // G3 A3 B3 C4 D4

/**
 * A short, deterministic tune for a demo track or radio station: a plucked melody over a soft
 * drone, as 16-bit mono PCM WAV. Same slug, same bytes.
 */
export function renderDemoWav(slug: string): Buffer {
  const r = createRandom(`audio/${slug}`);
  const root = r.pick(ROOTS);
  const beat = r.pick([0.25, 0.3, 0.375]);
  const samples = new Float32Array(SAMPLE_RATE * SECONDS);
  const freq = (step: number) => root * 2 ** ((PENTATONIC[step % 5]! + 12 * Math.floor(step / 5)) / 12);

  for (let t0 = 0, step = r.int(0, 4); t0 < SECONDS - beat; t0 += beat) {
    step = Math.max(0, Math.min(9, step + r.pick([-2, -1, 1, 1, 2])));
    if (r.chance(0.15)) continue; // a rest now and then
    const f = freq(step);
    const start = Math.floor(t0 * SAMPLE_RATE);
    const length = Math.floor(beat * 1.8 * SAMPLE_RATE);
    for (let i = 0; i < length && start + i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      const envelope = Math.exp(-t * 6) * Math.min(1, t * 200);
      samples[start + i]! += 0.32 * envelope * (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t));
    }
  }
  for (let i = 0; i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    const fade = Math.min(1, t / 0.5, (SECONDS - t) / 0.8);
    samples[i] = (samples[i]! + 0.08 * Math.sin(2 * Math.PI * (root / 2) * t)) * fade;
  }
  return encodeWav(samples);
}

function encodeWav(samples: Float32Array): Buffer {
  const data = samples.length * 2;
  const buf = Buffer.alloc(44 + data);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + data, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // PCM header size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  buf.writeUInt16LE(2, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    buf.writeInt16LE(Math.round(s * 32767), 44 + i * 2);
  }
  return buf;
}
