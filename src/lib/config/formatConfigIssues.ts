/** The parts of a schema issue needed to name the field and the rule. */
export interface ConfigIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Renders a field path as it reads in the config file: `chains[1].rpcUrls[0]`. */
function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, '');
}

/** One line per issue: `- <field path>: <rule broken>`. */
export function formatConfigIssues(issues: readonly ConfigIssue[]): string {
  return issues.map((issue) => `- ${formatFieldPath(issue.path) || '(config)'}: ${issue.message}`).join('\n');
}
