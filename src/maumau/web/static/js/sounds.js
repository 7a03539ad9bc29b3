// Optional sounds, made with WebAudio (no files): off by default, the choice remembered.

import { loadSound, saveSound } from "./storage.js";

/** Each tune's tones: [frequency in Hz, start, length in seconds].
 * @type {Record<string, [number, number, number][]>} */
const TUNES = {
  play: [[660, 0, 0.07]],
  draw: [[330, 0, 0.08]],
  turn: [[523, 0, 0.12], [784, 0.13, 0.16]],
  round: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.22]],
  refused: [[220, 0, 0.12]],
};

/** @type {AudioContext | null} */
let context = null;
let on = loadSound();

/** @returns {boolean} */
export function soundOn() {
  return on;
}

/** @param {boolean} value */
export function setSound(value) {
  on = Boolean(value);
  saveSound(on);
}

/** Plays one of TUNES by name when sounds are on (and the browser has WebAudio).
 * @param {string | null} name @returns {boolean} */
export function playSound(name) {
  const tune = name === null ? undefined : TUNES[name];
  /** @type {typeof AudioContext | undefined} */
  const Audio = window.AudioContext
    || /** @type {{webkitAudioContext?: typeof AudioContext}} */ (/** @type {unknown} */ (window)).webkitAudioContext;
  if (!on || !tune || !Audio) return false;
  context = context || new Audio();
  if (context.state === "suspended") context.resume();
  const audio = context;
  const start = audio.currentTime;
  for (const [frequency, offset, length] of tune) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.type = "sine";
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.15, start + offset + 0.01);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + length);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + length + 0.02);
  }
  return true;
}

/** The sound for a batch of new events (the most telling one), or null.
 * @param {GameEvent[] | undefined} events @param {number | null} mySeat @param {boolean} myTurnNow
 * @returns {string | null} */
export function soundFor(events, mySeat, myTurnNow) {
  const kinds = new Set((events || []).map((event) => event.kind));
  if (kinds.has("round_over")) return "round";
  if (myTurnNow) return "turn";
  if (kinds.has("play") || kinds.has("throw_in")) return "play";
  if (kinds.has("draw") || kinds.has("penalty")) return "draw";
  return null;
}
