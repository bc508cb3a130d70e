#!/usr/bin/env node
/**
 * Writes the short audio files the audio block's demo and tests play: 8 kHz, 8-bit mono WAV
 * tones, small on disk and smaller in git (every tone's period is a whole number of samples, so
 * the file repeats and compresses). Run `node scripts/make-tones.mjs` to write them again.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const RATE = 8000;
const root = join(import.meta.dirname, '..');

/** A WAV file of `seconds` of the chord `frequencies` (each dividing 8000 Hz into whole samples), faded in and out. */
export function tone(frequencies, seconds) {
  const count = Math.round(RATE * seconds);
  const data = Buffer.alloc(count);
  const fade = RATE / 50;
  for (let i = 0; i < count; i += 1) {
    const envelope = Math.min(1, i / fade, (count - 1 - i) / fade);
    const sum = frequencies.reduce((total, f) => total + Math.sin((2 * Math.PI * f * i) / RATE), 0) / frequencies.length;
    data[i] = Math.round(128 + 60 * envelope * sum);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + count, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes a second
  header.writeUInt16LE(1, 32); // bytes a frame
  header.writeUInt16LE(8, 34); // bits a sample
  header.write('data', 36);
  header.writeUInt32LE(count, 40);
  return Buffer.concat([header, data]);
}

const FILES = {
  // The demo album: four short pieces, one chord each.
  'demo/public/audio/harbour-morning.wav': [[250, 400], 8],
  'demo/public/audio/tide-turning.wav': [[200, 320], 10],
  'demo/public/audio/net-loft.wav': [[160, 250, 400], 7],
  'demo/public/audio/evening-kiln.wav': [[125, 200], 9],
  // The browser tests: two tones of known length.
  'test/elements/fixtures/audio/tone-a.wav': [[500], 6],
  'test/elements/fixtures/audio/tone-b.wav': [[400], 4],
};

for (const [file, [frequencies, seconds]] of Object.entries(FILES)) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, tone(frequencies, seconds));
}
