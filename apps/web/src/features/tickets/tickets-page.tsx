// Placeholder: replaced by the feature's real page.
export function TicketsPage() {
  return <h1 className="text-2xl font-semibold">Tickets</h1>;
}
