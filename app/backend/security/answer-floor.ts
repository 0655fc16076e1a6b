/**
 * Waits out what is left of `floorMs` since `startedMs` (performance.now()), so that every answer takes at least that
 * long: a request about a registered email costs a few more writes than one about an unknown one, and its answer must
 * not tell them apart by its time.
 */
export async function answerNoSoonerThan(startedMs: number, floorMs: number): Promise<void> {
  const left = floorMs - (performance.now() - startedMs)
  if (left > 0) await new Promise((done) => setTimeout(done, left))
}
