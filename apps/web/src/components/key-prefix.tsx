/** `prp_abcd1234…`: enough of a key to tell keys apart; never the key. */
export function KeyPrefix({ prefix, title }: { prefix: string; title: string }) {
  return (
    <span className="font-mono text-xs text-muted-foreground" title={title}>
      {prefix}…
    </span>
  );
}
