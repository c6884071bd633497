import { cn } from '@/lib/cn';
import type { PaletteGroup, PaletteOption } from './search-options';

interface OptionRowProps {
  id: string;
  option: PaletteOption;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

/** A row of the listbox; the input keeps the focus, the row is only pointed at. */
function OptionRow({ id, option, active, onChoose, onHover }: OptionRowProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      // A click chooses without blurring the input first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      className={cn(
        'group flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm pointer-coarse:min-h-11',
        active && 'bg-accent text-accent-foreground',
      )}
    >
      {option.content}
    </div>
  );
}

interface SearchResultsProps {
  id: string;
  groups: PaletteGroup[];
  activeIndex: number;
  /** The element id of the option at this place of the whole list. */
  optionId: (index: number) => string;
  onChoose: (option: PaletteOption) => void;
  onPoint: (option: PaletteOption) => void;
}

/** The palette's listbox: its groups in order, each option numbered across the groups. */
export function SearchResults({
  id,
  groups,
  activeIndex,
  optionId,
  onChoose,
  onPoint,
}: SearchResultsProps) {
  const starts = groups.map((_, at) =>
    groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0),
  );
  return (
    <div role="listbox" id={id} aria-label="Resultados">
      {groups.map((group, groupAt) =>
        group.options.length === 0 ? null : (
          <div key={group.heading} role="group" aria-label={group.heading}>
            <div
              aria-hidden="true"
              className="px-2 pt-3 pb-1 text-xs font-medium text-muted-foreground"
            >
              {group.heading}
            </div>
            {group.options.map((option, optionAt) => {
              const at = (starts[groupAt] ?? 0) + optionAt;
              return (
                <OptionRow
                  key={option.key}
                  id={optionId(at)}
                  option={option}
                  active={at === activeIndex}
                  onChoose={() => onChoose(option)}
                  onHover={() => onPoint(option)}
                />
              );
            })}
          </div>
        ),
      )}
    </div>
  );
}
