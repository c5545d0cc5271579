/**
 * The amount axis of a chart: a round top at or above the largest value (1, 2, 2.5 or 5 times a
 * power of ten, so the labels read 0, 500.00, 1,000.00 rather than 0, 433.17, 866.34) and three
 * ticks, 0, half and top. `max` must be above 0: an empty period has no axis to draw.
 */
export function chartScale(max: number): { top: number; ticks: readonly number[] } {
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= max) ?? 10;
  const top = step * power;
  return { top, ticks: [0, top / 2, top] };
}
