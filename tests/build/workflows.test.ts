import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** The owner's CI and deploy workflows: they parse, and do what the README says they do. */

const ROOT = join(import.meta.dirname, '..', '..');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { container?: string; steps: Step[]; if?: string }>;
}

const loadWorkflow = async (name: string) =>
  parse(await readFile(join(ROOT, '.github', 'workflows', name), 'utf8')) as Workflow;
const stepsOf = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = (workflow: Workflow) => stepsOf(workflow).flatMap((step) => (step.run ? [step.run.trim()] : []));

/** The commands of the README's first shell block ("Two commands"), without their comments. */
async function readmeCommands(): Promise<string[]> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

describe('.github/workflows/ci.yml', () => {
  it("runs the README's test command on every push and pull request, with Node 24 and Debian's browsers", async () => {
    const ci = await loadWorkflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const [job] = Object.values(ci.jobs);
    expect(job?.container).toMatch(/^node:24-bookworm$/);
    const commands = runs(ci);
    const installed = commands.filter((command) => /apt-get install /.test(command)).join(' ');
    for (const browser of ['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb']) {
      expect(installed, `installs Debian's ${browser}`).toMatch(new RegExp(`\\b${browser}\\b`));
    }
    expect(commands.some((command) => command.startsWith('npm install'))).toBe(true);
    const testCommand = (await readmeCommands()).find((command) => command.startsWith('npm test'));
    expect(testCommand).toBe('npm test');
    expect(commands.at(-1)).toBe(testCommand);
  });
});

describe('.github/workflows/deploy.yml', () => {
  it('deploys with cloudflare/wrangler-action after CI passes on main, building first', async () => {
    const deploy = await loadWorkflow('deploy.yml');
    expect(deploy.on.workflow_run).toEqual({ workflows: ['CI'], types: ['completed'], branches: ['main'] });
    const [job] = Object.values(deploy.jobs);
    expect(job?.if).toContain("github.event.workflow_run.conclusion == 'success'");
    const steps = stepsOf(deploy);
    const build = steps.findIndex((step) => step.run === 'npm run build');
    const wrangler = steps.findIndex((step) => step.uses?.startsWith('cloudflare/wrangler-action@'));
    expect(build).toBeGreaterThan(-1);
    expect(wrangler).toBeGreaterThan(build);
    // GitHub's own expression syntax, not a JavaScript template.
    const secret = (name: string) => `\${{ secrets.${name} }}`;
    expect(steps[wrangler]?.with).toEqual({
      apiToken: secret('CLOUDFLARE_API_TOKEN'),
      accountId: secret('CLOUDFLARE_ACCOUNT_ID'),
      command: 'deploy',
    });
  });

  it('names every secret it needs in the README', async () => {
    const text = await readFile(join(ROOT, '.github', 'workflows', 'deploy.yml'), 'utf8');
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const secrets = [...new Set([...text.matchAll(/secrets\.([A-Z_]+)/g)].map((match) => match[1] ?? ''))];
    expect(secrets.sort()).toEqual(['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN']);
    for (const secret of secrets) expect(readme, `README names ${secret}`).toContain(secret);
  });
});
