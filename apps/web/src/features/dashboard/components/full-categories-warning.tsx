import { categoryFillText, type CategoryFill } from '@panel/contract/api/discord-limits';
import { WarningLink } from './warning-link';

/** Where ticket categories are chosen: the bot settings' ids. */
const categoriesHref = '/bot-settings?tab=ids';

/** Ticket categories near Discord's 50 channels, linking to where another is chosen. */
export function FullCategoriesWarning({ categories }: { categories: CategoryFill[] }) {
  return (
    <WarningLink to={categoriesHref}>
      <span className="grid flex-1 gap-1 font-medium">
        {categories.map((category) => (
          <span key={category.id}>{categoryFillText(category)}</span>
        ))}
      </span>
    </WarningLink>
  );
}
