// Placeholder: replaced by the feature's real page.
export function CreateCodePage() {
  return <h1 className="text-2xl font-semibold">Novo Código</h1>;
}
