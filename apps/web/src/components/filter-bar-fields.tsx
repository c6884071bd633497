import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { LoadedFilterField } from './filter-bar';
import { MemberFilter } from './member-filter';
import { PeriodFilter } from './period-filter';

/** A member, period or switch field of a `FilterBar`, whose code loads when a bar shows one. */
export function FilterBarField({ field }: { field: LoadedFilterField }) {
  switch (field.kind) {
    case 'member':
      return (
        <MemberFilter
          id={field.id}
          label={field.label}
          placeholder={field.placeholder}
          value={field.value}
          onChange={field.onChange}
        />
      );
    case 'period':
      return (
        <PeriodFilter id={field.id} from={field.from} to={field.to} onChange={field.onChange} />
      );
    case 'toggle':
      return (
        <div className="flex items-center gap-2">
          <Switch id={field.id} checked={field.checked} onCheckedChange={field.onChange} />
          <Label htmlFor={field.id} className="font-normal">
            {field.label}
          </Label>
        </div>
      );
  }
}
