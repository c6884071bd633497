import {
  CircleCheck,
  CircleX,
  Eye,
  KeyRound,
  Pencil,
  Plus,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { auditActionTypeLabels, type AuditActionType } from '@panel/contract/api/audit';
import { Badge } from '@/components/ui/badge';

// A colour and an icon per type, so a page of entries can be scanned without reading.
const typeStyles: Record<AuditActionType, { icon: LucideIcon; className: string }> = {
  create: {
    icon: Plus,
    className:
      'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-200',
  },
  update: {
    icon: Pencil,
    className:
      'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-200',
  },
  delete: {
    icon: Trash2,
    className:
      'border-red-300 bg-red-50 text-red-900 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200',
  },
  approve: {
    icon: CircleCheck,
    className:
      'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-400/30 dark:bg-violet-400/10 dark:text-violet-200',
  },
  reject: {
    icon: CircleX,
    className:
      'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-400/30 dark:bg-orange-400/10 dark:text-orange-200',
  },
  permission: {
    icon: KeyRound,
    className:
      'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200',
  },
  view: {
    icon: Eye,
    className:
      'border-zinc-300 bg-zinc-50 text-zinc-800 dark:border-zinc-400/30 dark:bg-zinc-400/10 dark:text-zinc-200',
  },
};

export function AuditTypeBadge({ type }: { type: AuditActionType }) {
  const { icon: Icon, className } = typeStyles[type];
  return (
    <Badge variant="outline" data-type={type} className={className}>
      <Icon aria-hidden="true" />
      {auditActionTypeLabels[type]}
    </Badge>
  );
}
