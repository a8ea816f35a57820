/**
 * Responsible gambling (issue 8): limits, breaks, self-exclusion and reality checks, enforced by
 * the API. Not a feature: auth (login), payments (deposits), casino and bets (stakes) call it.
 */
export { createCompliance, type Compliance, type ComplianceDeps } from './service.ts';
export { complianceErrors } from './errors.ts';
