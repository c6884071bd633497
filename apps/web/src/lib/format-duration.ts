function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Time in voice as hours and minutes, the one way the panel writes it: "45min", "1h 05min",
 * "26h 10min", "0min" (seconds left out, never below zero).
 */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours}h ${twoDigits(minutes)}min` : `${minutes}min`;
}

/** The same time for `<time dateTime>`, to the second: "PT12H5M0S" (ISO 8601). */
export function isoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `PT${hours}H${minutes}M${whole % 60}S`;
}
