import { usesLeftText } from '@marketplace/core/purchases/domain/purchase';
import type { CodeCheck } from '../api/validate-code.js';
import { codeProblemOf, refusalProblem, type CodeProblem } from '../code-problems.js';
import { Notice } from './code-check-card.js';

/** "1 of 2 uses left." */
export function usesLeftSentence(check: CodeCheck): string {
  return `${usesLeftText(check)}.`;
}

/** Why a code cannot be used: its title and sentence, as an alert. */
export function ProblemNotice({ problem, tone = 'danger' }: { problem: CodeProblem; tone?: 'danger' | 'warning' }) {
  return (
    <Notice $tone={tone} role="alert" data-testid="code-problem">
      <strong>{problem.title}</strong>
      <span>{problem.message}</span>
    </Notice>
  );
}

/** Under the purchase: redeemed, why redeeming failed, why it cannot be redeemed, or ready. */
export function CheckNotice({ check, redeemed, redeemError }: { check: CodeCheck; redeemed: boolean; redeemError: Error | null }) {
  if (redeemed) {
    return (
      <Notice $tone="success" role="status" data-testid="code-redeemed">
        <strong>Redeemed</strong>
        <span>
          Apply {check.freeItem ? `the free item (${check.freeItem})` : `${check.discountPercent}% off`} to this order. {usesLeftSentence(check)}
        </span>
      </Notice>
    );
  }
  if (redeemError) return <ProblemNotice problem={codeProblemOf(redeemError)} />;
  if (check.refusal) return <ProblemNotice problem={refusalProblem(check.refusal)} tone="warning" />;
  return (
    <Notice $tone="success" role="status">
      <strong>Valid code</strong>
      <span>{check.usesLeft === 1 ? 'Ready to redeem. This is its last use.' : `Ready to redeem. Redeeming uses 1 of the ${check.usesLeft} uses left.`}</span>
    </Notice>
  );
}
