import { Fragment, type ReactNode } from 'react';
import { searchMaxLength } from '@panel/contract/constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSearchInput } from '@/lib/use-search-input';
import { EnumSelect } from './enum-select';
import { MemberFilter } from './member-filter';
import { PeriodFilter, type Period } from './period-filter';
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
        return (
          <MemberFilter
            key={field.id}
            id={field.id}
            label={field.label}
            placeholder={field.placeholder}
            value={field.value}
            onChange={field.onChange}
          />
        );
      case 'period':
        return (
          <PeriodFilter
            key={field.id}
            id={field.id}
            from={field.from}
            to={field.to}
            onChange={field.onChange}
          />
        );
      case 'toggle':
        return (
          <div key={field.id} className="flex items-center gap-2">
            <Switch id={field.id} checked={field.checked} onCheckedChange={field.onChange} />
            <Label htmlFor={field.id} className="font-normal">
              {field.label}
            </Label>
          </div>
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
