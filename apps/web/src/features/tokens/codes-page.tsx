// Placeholder: replaced by the feature's real page.
export function CodesPage() {
  return <h1 className="text-2xl font-semibold">Códigos</h1>;
}
