import type { DoorVerdictView } from '@bilheteria/ui/scanner';

/*
 * What door staff hear and feel with each verdict, so they need not look at the phone for every ticket: one short
 * high beep and a tap for "ENTRADA LIBERADA", two low beeps and a long buzz for "ENTRADA RECUSADA".
 */

let audio: AudioContext | null = null;

function beep(context: AudioContext, frequency: number, start: number, seconds: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  oscillator.type = 'square';
  gain.gain.setValueAtTime(0.15, context.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + start);
  oscillator.stop(context.currentTime + start + seconds);
}

export function announceVerdict(verdict: DoorVerdictView): void {
  const admitted = verdict.kind === 'admitted';
  navigator.vibrate?.(admitted ? 80 : [250, 100, 250]);
  try {
    audio ??= new AudioContext();
    if (admitted) beep(audio, 1320, 0, 0.12);
    else {
      beep(audio, 330, 0, 0.18);
      beep(audio, 330, 0.25, 0.18);
    }
  } catch {
    // No sound on this browser: the screen and the vibration still say it.
  }
}
