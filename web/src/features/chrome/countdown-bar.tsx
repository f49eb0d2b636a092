import { useSyncExternalStore } from 'react';
import { BUILT_AT } from '../../lib/built-at.ts';
import { readCachedTarget } from '../../lib/exam-target-cache.ts';
import { aimAt, countdownAt, type Remaining, remainingUntil } from './countdown.ts';

/** What the prerendered HTML shows: the intake next at build time, until the browser knows its clock. */
const atBuild = countdownAt(BUILT_AT);

const currentSecond = () => Date.now() - (Date.now() % 1000);

/**
 * The second shown, read once per tick: React asks for the snapshot several times a render and
 * must get the same value each time, even when a second boundary falls between two asks.
 */
let shownSecond: number | undefined;
const shown = () => {
  shownSecond ??= currentSecond();
  return shownSecond;
};

/** Ticks on each second boundary, so the seconds never skip or repeat; stops once the target is past. */
function subscribe(onTick: () => void): () => void {
  let timer: number | undefined;
  const tick = () => {
    shownSecond = currentSecond();
    onTick();
  };
  const schedule = () => {
    if (!aimAt(Date.now(), readCachedTarget())) return;
    timer = window.setTimeout(
      () => {
        tick();
        schedule();
      },
      1000 - (Date.now() % 1000),
    );
  };
  tick();
  schedule();
  return () => window.clearTimeout(timer);
}

/** The prerendered HTML cannot know the visitor's clock: it leaves the figures for the browser. */
const notYetKnown = () => null;

const two = (value: number) => String(value).padStart(2, '0');

function Figures({ remaining }: { remaining: Remaining }) {
  return (
    <>
      <span className="countdown__unit">
        <strong>{remaining.days}</strong> {remaining.days === 1 ? 'día' : 'días'}
      </span>{' '}
      <span className="countdown__unit">
        <strong>{two(remaining.hours)}</strong> h
      </span>{' '}
      <span className="countdown__unit">
        <strong>{two(remaining.minutes)}</strong> min
      </span>{' '}
      <span className="countdown__unit">
        <strong>{two(remaining.seconds)}</strong> s
      </span>
    </>
  );
}

/**
 * The bar above the header: time left until the student's own exam day (kept in this browser, #31) or,
 * for a visitor and a student without one, the next intake's first exam (exam calendar); 'Comienza
 * hoy' on that day, and nothing when no intake is known.
 */
export function CountdownBar() {
  const now = useSyncExternalStore(subscribe, shown, notYetKnown);
  // Read again on every tick: a day chosen in another tab or on another page shows within a second.
  const countdown = now === null ? atBuild : aimAt(now, readCachedTarget());
  if (!countdown) return null;
  const remaining = now === null ? undefined : remainingUntil(countdown.target, now);
  return (
    <aside className="countdown" aria-label="Cuenta regresiva al examen de ingreso">
      <span className="countdown__label">{countdown.label}</span>
      <span className="countdown__value" role="timer" data-testid="countdown-value">
        {remaining === null ? <strong>Comienza hoy</strong> : remaining && <Figures remaining={remaining} />}
      </span>
    </aside>
  );
}
