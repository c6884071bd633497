/**
 * The rollups' duration histograms (migration 0051, `rollup_bucket`): 72 buckets, the first for
 * under a minute, then four per doubling from one minute (each 2^(1/4) ≈ 1.19 times the one
 * before), the last open from 60 · 2^17.5 s (about 128.7 days). A percentile is read as the
 * geometric middle of its bucket, within a factor 2^(1/8) (±9.1 %) of the true value from one
 * minute to 128 days (docs/decisions/2026-12-05-team-analytics.md).
 */
export const histogramBuckets = 72;
const perDoubling = 4;
const firstEdgeSeconds = 60;

/** How far a percentile read from the histogram may be from the true one, as a ratio. */
export const histogramResolution = 2 ** (1 / (2 * perDoubling));

/** A histogram: `counts[i]` durations in bucket `i + 1`. */
export type Histogram = readonly number[];

export function emptyHistogram(): number[] {
  return new Array<number>(histogramBuckets).fill(0);
}

/** The bucket (1-based) of a duration, as the database computes it. */
export function bucketOf(seconds: number): number {
  if (seconds < firstEdgeSeconds) return 1;
  const steps = Math.floor((perDoubling * Math.log(seconds / firstEdgeSeconds)) / Math.LN2);
  return Math.min(histogramBuckets, 2 + steps);
}

/** Where bucket `bucket` (1-based) starts, in seconds. */
function bucketStart(bucket: number): number {
  return bucket <= 1 ? 0 : firstEdgeSeconds * 2 ** ((bucket - 2) / perDoubling);
}

/**
 * The duration a bucket stands for: half a minute for the first; the geometric middle of the
 * others; the last, open-ended one by where it starts.
 */
export function bucketValue(bucket: number): number {
  if (bucket <= 1) return firstEdgeSeconds / 2;
  if (bucket >= histogramBuckets) return bucketStart(histogramBuckets);
  return bucketStart(bucket) * 2 ** (1 / (2 * perDoubling));
}

export function addHistograms(a: Histogram, b: Histogram, sign: 1 | -1 = 1): number[] {
  const sum = new Array<number>(Math.max(a.length, b.length, histogramBuckets));
  for (let i = 0; i < sum.length; i++) sum[i] = (a[i] ?? 0) + sign * (b[i] ?? 0);
  return sum;
}

/**
 * The nearest-rank percentile (`p` in 0…1): the duration of the ⌈p·n⌉-th smallest, as its
 * bucket's value; `null` for an empty histogram.
 */
export function histogramPercentile(counts: Histogram, p: number): number | null {
  let total = 0;
  for (const n of counts) total += n;
  if (total <= 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return bucketValue(i + 1);
  }
  return bucketValue(counts.length);
}
