let context: AudioContext | null = null;

/**
 * A short two-tone chime through WebAudio for a new order. Browsers keep audio suspended
 * until the first user gesture on the page; the board resumes it on any click.
 */
export function playChime(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.15);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.5);
  } catch {
    // No audio device or no WebAudio: the card still appears and is highlighted.
  }
}

/** Called on a user gesture so that later chimes are allowed to sound. */
export function unlockAudio(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    // see playChime
  }
}
