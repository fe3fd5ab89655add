// The badges are shared with other features (a patient's cases): they live in components/.
export { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
