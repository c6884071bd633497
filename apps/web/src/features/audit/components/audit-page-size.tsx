import { auditPageSizes, type AuditPageSize } from '@panel/contract/api/audit';
import { Label } from '@/components/ui/label';
import { LazySelect } from '@/components/ui/lazy-select';

interface AuditPageSizeSelectProps {
  value: AuditPageSize;
  onChange: (value: AuditPageSize) => void;
}

/** "Linhas por página": the spec's 5, or the denser 25 and 50. */
export function AuditPageSizeSelect({ value, onChange }: AuditPageSizeSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="audit-page-size" className="font-normal whitespace-nowrap">
        Linhas por página
      </Label>
      <LazySelect
        id="audit-page-size"
        triggerClassName="w-20"
        value={String(value)}
        onValueChange={(next) => {
          const size = auditPageSizes.find((candidate) => String(candidate) === next);
          if (size !== undefined) onChange(size);
        }}
        options={auditPageSizes.map((size) => ({ value: String(size), label: size }))}
      />
    </div>
  );
}
