function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Time in voice as hours and minutes: "12h 05min", "45min", "0min". With `seconds`, the
 * seconds too ("1h 02min 05s", "0min 07s"), for a time that ticks on screen.
 */
export function formatDuration(totalSeconds: number, options: { seconds?: boolean } = {}): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const parts = hours > 0 ? [`${hours}h`, `${twoDigits(minutes)}min`] : [`${minutes}min`];
  if (options.seconds) parts.push(`${twoDigits(whole % 60)}s`);
  return parts.join(' ');
}

/** The same time for `<time dateTime>`: "PT12H5M" (ISO 8601). */
export function isoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `PT${hours}H${minutes}M${whole % 60}S`;
}
