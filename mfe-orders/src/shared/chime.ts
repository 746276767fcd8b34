/**
 * Whether the board's chime can sound: 'on' (the audio context runs), 'blocked' (the browser
 * keeps it suspended until a user gesture on the page, as after a reload overnight), or
 * 'unavailable' (no WebAudio, no audio device).
 */
export type AudioState = 'on' | 'blocked' | 'unavailable';

let context: AudioContext | null = null;
let failed = false;
const listeners = new Set<(state: AudioState) => void>();

function stateOf(current: AudioContext | null): AudioState {
  if (!current || current.state === 'closed') return 'unavailable';
  // 'suspended' until a gesture; Safari's 'interrupted' (a call, another tab) is as silent.
  return current.state === 'running' ? 'on' : 'blocked';
}

/**
 * The one audio context of the page, made on first use. Creating it needs no gesture: a
 * browser that blocks audio creates it suspended, which is how the board learns that it
 * would stay silent.
 */
function ensureContext(): AudioContext | null {
  if (context || failed) return context;
  try {
    context = new AudioContext();
    context.addEventListener('statechange', notify);
  } catch {
    failed = true;
  }
  return context;
}

function notify(): void {
  const state = stateOf(context);
  for (const listener of listeners) listener(state);
}

/** The chime's state now (makes the audio context on the first call). */
export function audioState(): AudioState {
  return stateOf(ensureContext());
}

/**
 * Calls `listener` with every change of the chime's state; returns the unsubscribe. The
 * browser reports its changes itself (the context's statechange), a resume included.
 */
export function subscribeAudio(listener: (state: AudioState) => void): () => void {
  ensureContext();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called on a user gesture so that later chimes are allowed to sound. */
export function unlockAudio(): void {
  const current = ensureContext();
  if (current?.state !== 'suspended') return;
  // Refused without a gesture; the state (and so the banner) stays as it is.
  current.resume().catch(() => undefined);
}

/**
 * A short two-tone chime through WebAudio for a new order. Browsers keep audio suspended
 * until the first user gesture on the page; the board resumes it on any click and shows the
 * AudioBanner while it cannot sound.
 */
export function playChime(): void {
  const current = ensureContext();
  if (!current) return; // No WebAudio: the card still appears and is highlighted.
  try {
    unlockAudio();
    const start = current.currentTime;
    const oscillator = current.createOscillator();
    const gain = current.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.15);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    oscillator.connect(gain).connect(current.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.5);
  } catch {
    // No audio device: the card still appears and is highlighted.
  }
}

/** For unit specs: forget the context, as a new page load would. */
export function resetAudioForTests(): void {
  context = null;
  failed = false;
  listeners.clear();
}
