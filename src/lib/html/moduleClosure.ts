/** The relative modules a built chunk imports statically (`from"./x.js"`, `import"./x.js"`), not `import()`. */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'])(\.\/[\w.-]+\.js)\1/g)) {
    if (match[2]) found.add(match[2].slice(2));
  }
  return [...found];
}

/**
 * Every chunk a browser must fetch to run `entry`: the entry and, transitively, what it imports statically.
 * `codeOf` gives a chunk's code by file name (chunks import each other by name in one folder); a chunk it does
 * not know is kept but not followed. In the order found, each once.
 */
export function moduleClosure(entry: string, codeOf: (name: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImportsOf(codeOf(next) ?? ''));
  }
  return [...seen];
}
