import { AlertTriangle, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { categoryFillText, type CategoryFill } from '@panel/contract/api/discord-limits';

/** Where ticket categories are chosen: the bot settings' ids. */
const categoriesHref = '/bot-settings?tab=ids';

/** Ticket categories near Discord's 50 channels, linking to where another is chosen. */
export function FullCategoriesWarning({ categories }: { categories: CategoryFill[] }) {
  return (
    <Link
      to={categoriesHref}
      className="flex items-center gap-3 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 transition-colors hover:bg-amber-500/15 dark:text-amber-200"
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <span className="grid flex-1 gap-1 font-medium">
        {categories.map((category) => (
          <span key={category.id}>{categoryFillText(category)}</span>
        ))}
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}
