// The assertions of the last Lighthouse gate, as `lhci assert` wrote them
// (.lighthouseci/assertion-results.json): read by the summary and by both Lighthouse benches.
import { existsSync, readFileSync } from 'node:fs';

/**
 * One entry of assertion-results.json, as much of it as is read here.
 * @typedef {{ url: string, auditId: string, auditProperty?: string, name: string, level: 'error' | 'warn', operator: string, expected: number, actual: number, passed: boolean }} AssertionResult
 */

/**
 * The assertions that failed, each with its page's path, its name (`audit` or `audit:property`)
 * and the value measured rounded for reading (whole numbers as they are, others to 3 decimals).
 * @param {string} [file]
 */
export function failedAssertions(file = '.lighthouseci/assertion-results.json') {
  if (!existsSync(file)) return [];
  /** @type {AssertionResult[]} */
  const results = JSON.parse(readFileSync(file, 'utf8'));
  return results
    .filter((result) => !result.passed)
    .map((result) => ({
      path: new URL(result.url).pathname,
      assertion: result.auditProperty ? `${result.auditId}:${result.auditProperty}` : result.auditId,
      name: result.name,
      level: result.level,
      operator: result.operator,
      expected: result.expected,
      actual: Number.isInteger(result.actual) ? result.actual : Number(Number(result.actual).toFixed(3)),
    }));
}
