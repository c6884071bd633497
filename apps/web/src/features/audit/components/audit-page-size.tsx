import { auditPageSizes, type AuditPageSize } from '@panel/contract/api/audit';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

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
      <Select
        value={String(value)}
        onValueChange={(next) => {
          const size = auditPageSizes.find((candidate) => String(candidate) === next);
          if (size !== undefined) onChange(size);
        }}
      >
        <SelectTrigger id="audit-page-size" className="w-20">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {auditPageSizes.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {size}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
