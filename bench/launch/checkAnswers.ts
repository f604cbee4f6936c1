import type { Visit } from './playVisitors.ts';

/** How many kept answers were compared with the chain's own, how many were equal, and the first that was not. */
export interface AnswerCheck {
  checked: number;
  equal: number;
  firstDifference: string | null;
}

type Answer = { id?: unknown; result?: unknown; error?: unknown };

/** The answers of a body's text, by id. */
function byId(text: string): Map<string, Answer> {
  const parsed = JSON.parse(text) as Answer | Answer[];
  return new Map(
    (Array.isArray(parsed) ? parsed : [parsed]).map((answer) => [JSON.stringify(answer.id), answer]),
  );
}

/**
 * Sends each kept request that the gateway answered with results straight to the chain's node (`askChain`) and
 * compares each call's result with the gateway's, under the same id. The chain's state does not change during
 * the bench (no block is mined), so the node's answer now is its answer at the block the gateway read.
 */
export async function checkAnswers(
  visits: readonly Visit[],
  askChain: (body: string) => Promise<string>,
): Promise<AnswerCheck> {
  const check: AnswerCheck = { checked: 0, equal: 0, firstDifference: null };
  for (const visit of visits) {
    for (const [index, step] of visit.steps.entries()) {
      const body = visit.bodies?.[index];
      if (step.kind !== 'result' || step.text === undefined || body === undefined) continue;
      const chain = byId(await askChain(body));
      const gateway = byId(step.text);
      check.checked++;
      const differs = [...chain].find(([id, answer]) => gateway.get(id)?.result !== answer.result);
      if (differs === undefined && chain.size === gateway.size) check.equal++;
      else
        check.firstDifference ??= `id ${differs?.[0]}: gateway ${JSON.stringify(gateway.get(differs?.[0] ?? ''))?.slice(0, 200)}, chain ${JSON.stringify(differs?.[1])?.slice(0, 200)}`;
    }
  }
  return check;
}
