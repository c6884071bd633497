// Placeholder: replaced by the feature's real page.
export function MyTicketsPage() {
  return <h1 className="text-2xl font-semibold">Meus tickets</h1>;
}
