import { Search } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './ui/input';
import { Label } from './ui/label';

interface SearchFieldProps {
  id: string;
  label: string;
  /** The label is read out but not shown (the placeholder says it on screen). */
  hideLabel?: boolean;
  className?: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A labelled search input with the magnifier inside it. */
export function SearchField({ id, label, hideLabel, className, ...input }: SearchFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input id={id} type="search" autoComplete="off" className="pl-9" {...input} />
      </div>
    </div>
  );
}
