// Placeholder: replaced by the feature's real page.
export function UseCodePage() {
  return <h1 className="text-2xl font-semibold">Resgatar código</h1>;
}
