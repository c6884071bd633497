import { Fragment, Suspense, type ReactNode } from 'react';
import { searchMaxLength } from '@panel/contract/constants';
import { Button } from '@/components/ui/button';
import { useSearchInput } from '@/lib/use-search-input';
import { EnumSelect } from './enum-select';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { Period } from './period-filter';
import { SearchField } from './search-field';

/**
 * The search box. It searches once typing pauses and at Enter; with `submitLabel`, only at
 * Enter or its button.
 */
export interface SearchFilter {
  kind: 'search';
  id: string;
  label: string;
  /** The label is read out, not shown. */
  hideLabel?: boolean;
  placeholder: string;
  /** The search in the URL, trimmed. */
  value: string;
  onChange(this: void, search: string): void;
  submitLabel?: string;
  className?: string;
}

/** One of a fixed set of values; `allLabel` names a first choice that stands for none (`null`). */
export interface SelectFilter<T extends string = string> {
  kind: 'select';
  id: string;
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  allLabel?: string;
  value: T | null;
  // A method, so that a field of values `T` is a field of strings.
  onChange(this: void, value: T | null): void;
  triggerClassName?: string;
}

/** One member, picked from the guild or pasted as a Discord id; `null` for everyone. */
export interface MemberFilterField {
  kind: 'member';
  id: string;
  label: string;
  placeholder: string;
  value: string | null;
  onChange(this: void, memberId: string | null): void;
}

/** "Período": local dates and times (`2026-01-10T00:00`), "" for an open end. */
export interface PeriodFilterField extends Period {
  kind: 'period';
  id: string;
  onChange(this: void, period: Period): void;
}

/** A switch with its label beside it. */
export interface ToggleFilter {
  kind: 'toggle';
  id: string;
  label: string;
  checked: boolean;
  onChange(this: void, checked: boolean): void;
}

/** Fields laid out together (a row of the bar's grid). */
export interface FilterGroup {
  kind: 'group';
  id: string;
  className: string;
  fields: readonly FilterField[];
}

/** What belongs in the bar but is no filter (the rows per page). */
export interface FilterExtra {
  kind: 'extra';
  id: string;
  node: ReactNode;
}

export type FilterField =
  | SearchFilter
  | SelectFilter
  | MemberFilterField
  | PeriodFilterField
  | ToggleFilter
  | FilterGroup
  | FilterExtra;

interface FilterBarProps {
  fields: readonly FilterField[];
  /** The layout of the fields: the bar's grid or flex classes. */
  className?: string;
}

function searchOf(fields: readonly FilterField[]): SearchFilter | undefined {
  for (const field of fields) {
    if (field.kind === 'search') return field;
    if (field.kind === 'group') {
      const inner = searchOf(field.fields);
      if (inner) return inner;
    }
  }
  return undefined;
}

const noSearch = () => {};

/** The fields few bars have (a member, a period, a switch), loaded when a bar shows one. */
export type LoadedFilterField = MemberFilterField | PeriodFilterField | ToggleFilter;

const filterFields = preloadableLazy(() =>
  import('./filter-bar-fields').then((module) => module.FilterBarField),
);

/** Starts loading the member, period and switch fields, for a page that shows them. */
export const preloadFilterFields = filterFields.preload;

/**
 * The filters of a staff list, one way: each field is kept by the page in the URL (through
 * `useUrlFilters`), and this bar shows them. With a search box it is a search form (Enter
 * searches at once); without, a plain row of fields.
 */
export function FilterBar({ fields, className }: FilterBarProps) {
  const search = searchOf(fields);
  const searchInput = useSearchInput(search?.value ?? '', search?.onChange ?? noSearch, {
    whileTyping: search?.submitLabel === undefined,
  });

  function render(field: FilterField): ReactNode {
    switch (field.kind) {
      case 'search':
        return (
          <SearchFieldWithButton
            key={field.id}
            field={field}
            value={searchInput.value}
            onChange={searchInput.onChange}
          />
        );
      case 'select':
        return (
          <EnumSelect
            key={field.id}
            id={field.id}
            label={field.label}
            values={field.values}
            labels={field.labels}
            triggerClassName={field.triggerClassName}
            {...(field.allLabel === undefined
              ? { value: field.value ?? '', onChange: (value: string) => field.onChange(value) }
              : { allLabel: field.allLabel, value: field.value, onChange: field.onChange })}
          />
        );
      case 'member':
      case 'period':
      case 'toggle':
        // Only the audit log has these: their code loads with the first bar that shows one.
        return (
          <Suspense key={field.id} fallback={<div aria-hidden className="min-h-11" />}>
            <filterFields.Component field={field} />
          </Suspense>
        );
      case 'group':
        return (
          <div key={field.id} className={field.className}>
            {field.fields.map(render)}
          </div>
        );
      case 'extra':
        return <Fragment key={field.id}>{field.node}</Fragment>;
    }
  }

  if (!search) return <div className={className}>{fields.map(render)}</div>;
  return (
    <form role="search" onSubmit={searchInput.onSubmit} className={className}>
      {fields.map(render)}
    </form>
  );
}

interface SearchFieldWithButtonProps {
  field: SearchFilter;
  value: string;
  onChange: ReturnType<typeof useSearchInput>['onChange'];
}

function SearchFieldWithButton({ field, value, onChange }: SearchFieldWithButtonProps) {
  const input = (
    <SearchField
      id={field.id}
      label={field.label}
      hideLabel={field.hideLabel}
      className={field.className}
      placeholder={field.placeholder}
      maxLength={searchMaxLength}
      value={value}
      onChange={onChange}
    />
  );
  if (field.submitLabel === undefined) return input;
  return (
    <>
      {input}
      <Button type="submit" variant="secondary">
        {field.submitLabel}
      </Button>
    </>
  );
}
