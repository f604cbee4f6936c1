import { AppError } from '../errors/AppError.ts';
import type { ListIssue } from './claimsBuildTypes.ts';

/** The most issues named one by one; the rest are counted. */
const SHOWN_ISSUES = 10;

/**
 * The build's error for a bad list: `CLAIMS_LIST_INVALID`, its message naming the list (`label`: the file and
 * the config entry) and, one line each, where each issue is and the rule it breaks.
 */
export function toListError(label: string, issues: readonly ListIssue[]): AppError {
  const lines = issues.slice(0, SHOWN_ISSUES).map((issue) => `- ${issue.where}: ${issue.problem}`);
  if (issues.length > SHOWN_ISSUES) lines.push(`- …and ${issues.length - SHOWN_ISSUES} more`);
  const details = lines.join('\n');
  return new AppError('CLAIMS_LIST_INVALID', {
    message: `Invalid claims list ${label}:\n${details}`,
    detail: { key: 'TEXT', values: { text: details } },
  });
}
