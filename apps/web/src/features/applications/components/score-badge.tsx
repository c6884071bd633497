import { triageResultLabels, type TriageResult } from '@panel/contract/api/form-values';
import { Badge } from '@/components/ui/badge';

interface ScoreBadgeProps {
  /** The graded questions' score (0–100 %); `null`: nothing graded, no badge. */
  score: number | null;
  /** Against the form's pass mark; `null`: the form has none, so the badge is neutral. */
  triage: TriageResult | null;
}

const tones = { passed: 'success', failed: 'destructive' } as const;

/**
 * "Questionário 80%": green when it passed, red when it failed, plain without a pass mark. The
 * result is also said in words (title and screen readers), not by colour alone.
 */
export function ScoreBadge({ score, triage }: ScoreBadgeProps) {
  if (score === null) return null;
  const result = triage ? triageResultLabels[triage] : undefined;
  return (
    <Badge variant={triage ? tones[triage] : 'secondary'} title={result}>
      Questionário {score}%{result ? <span className="sr-only">: {result}</span> : null}
    </Badge>
  );
}
