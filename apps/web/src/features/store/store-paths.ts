/** The detail page of a product: every card links to its own. */
export function productHref(id: string): string {
  return `/store/product/${encodeURIComponent(id)}`;
}
