import { callRuleLabels, type CallRules } from '@panel/contract/api/calls';
import type { Database, Executor } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import { findCallRules, saveCallRules } from '../repository/segments';
import { lockCallRules } from '../repository/rules';
import { reconcileVoice } from '../tracking/reconcile';

const ruleKeys = Object.keys(callRuleLabels) as (keyof CallRules)[];

export function getCallRules(db: Executor): Promise<CallRules> {
  return findCallRules(db);
}

/**
 * Saves the rules that changed (audited) and applies them from now: the open segments split
 * under the new rules. No change saves nothing.
 */
export async function updateCallRules(
  db: Database,
  input: Partial<CallRules>,
  audit: AuditContext,
): Promise<CallRules> {
  const { rules, changed } = await db.transaction(async (tx) => {
    const current = await lockCallRules(tx);
    const next: CallRules = { ...current };
    for (const key of ruleKeys) next[key] = input[key] ?? current[key];
    const changed = ruleKeys.filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return { rules: current, changed };
    await saveCallRules(tx, next);
    const pick = (rules: CallRules) => Object.fromEntries(changed.map((key) => [key, rules[key]]));
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'calls.rules',
      target: null,
      details: `Alterou as regras do tempo em call: ${changed
        .map((key) => `${callRuleLabels[key]}: ${next[key] ? 'sim' : 'não'}`)
        .join('; ')}`,
      before: pick(current),
      after: pick(next),
    });
    return { rules: next, changed };
  });
  if (changed.length > 0) await reconcileVoice(db, new Date());
  return rules;
}
