/** ms by which performance.now() may differ from the browser's own clock before it is taken as faked. */
const FAKED_MS = 50;

/** The browser's own clock (an event's timeStamp's) and performance.now(), read together once. */
type Clocks = { real: number; now: number };

const readClocks = (): Clocks => ({ real: new Event("now").timeStamp, now: performance.now() });

/**
 * When `event` happened, on performance.now()'s timeline. A gesture's speed is the finger's, whatever
 * the page was doing: a handler that runs late (the main thread busy) still samples the moment the
 * finger was there, `event.timeStamp` (its age is read off the browser's clock, a new event's
 * timeStamp). Where performance.now() is not the browser's clock (Playwright's page.clock, which fakes
 * it but not event.timeStamp), the moment is that clock's now: a test that steps it between moves
 * times them by its steps alone, not by how late a busy test machine handled each one. `clocks`: read
 * once for every event one dispatch hands over.
 */
export function eventTime(event: Event, clocks = readClocks()): number {
  const { real, now } = clocks;
  if (Math.abs(now - real) > FAKED_MS) return now;
  return now - Math.max(0, real - event.timeStamp);
}

/** A pointer's position in the page's viewport at its moment `t` (eventTime). */
export type TimedPosition = { x: number; y: number; t: number };

/**
 * Every position a pointermove stands for, each with its own time: a browser busy for a while hands the
 * moves it queued meanwhile to one event, and a flick's speed is in them. The clocks are read once.
 */
export function positionsIn(event: PointerEvent): TimedPosition[] {
  const clocks = readClocks();
  const each = event.getCoalescedEvents?.() ?? [];
  return (each.length > 0 ? each : [event]).map((e) => ({
    x: e.clientX,
    y: e.clientY,
    t: eventTime(e, clocks),
  }));
}
