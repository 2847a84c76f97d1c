import type { DateInput } from '../../lib/format';

/** Spec §9: the payment countdown shown once a Pix is generated lasts 10 minutes. */
const PIX_COUNTDOWN_SECONDS = 600;

/** Whole seconds from `now` (ms since epoch) until `target`, never negative; 0 for an invalid date. */
function secondsUntil(target: DateInput, now: number) {
  const time = target instanceof Date ? target.getTime() : new Date(target).getTime();
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.ceil((time - now) / 1000));
}

/** Seconds left of the 10-minute payment countdown that started at `startedAt`. */
function countdownLeft(startedAt: number, now: number, total = PIX_COUNTDOWN_SECONDS) {
  const elapsed = Math.floor(Math.max(0, now - startedAt) / 1000);
  return Math.max(0, total - elapsed);
}

/** 599 → "09:59"; minutes are not capped at 59 (a 15-minute reservation reads "15:00"). */
function formatCountdown(seconds: number) {
  const safe = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(safe / 60);
  const rest = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

export { countdownLeft, formatCountdown, PIX_COUNTDOWN_SECONDS, secondsUntil };
