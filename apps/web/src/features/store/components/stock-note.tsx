/** Stock at or below this is worth a word on the card. */
const lowStock = 10;

/** "Restam 3" when few are left; nothing when plenty or unlimited (the button says "Esgotado"). */
export function StockNote({ stock }: { stock: number | null }) {
  if (stock === null || stock === 0 || stock > lowStock) return null;
  return (
    <p className="text-xs font-medium text-amber-700 dark:text-amber-300">
      {stock === 1 ? 'Resta 1' : `Restam ${stock}`}
    </p>
  );
}
