/**
 * When `event` happened, on performance.now()'s timeline: now less the event's age. A gesture's speed
 * is the finger's, whatever the page was doing: a handler that runs late (the main thread busy) still
 * samples the moment the finger was there. In a browser this equals `event.timeStamp`; the age is taken
 * from an unfaked clock (a new event's timeStamp) because Playwright's page.clock fakes performance.now()
 * but not event.timeStamp, and tests that step that clock between moves must keep their steps.
 */
export function eventTime(event: Event): number {
  const age = new Event("now").timeStamp - event.timeStamp;
  return performance.now() - Math.max(0, age);
}

/**
 * Every position a pointermove stands for, each with its own time: a browser busy for a while hands the
 * moves it queued meanwhile to one event, and a flick's speed is in them.
 */
export function positionsIn(event: PointerEvent): PointerEvent[] {
  const each = event.getCoalescedEvents?.() ?? [];
  return each.length > 0 ? each : [event];
}
