/**
 * The parts of the Workers runtime the gateway uses, declared here instead of pulling in all of
 * `@cloudflare/workers-types`: the Durable Object base class (its public methods are callable over RPC).
 */
declare module 'cloudflare:workers' {
  /** A Durable Object's own state; the gateway keeps nothing in storage. */
  export interface DurableObjectState {
    readonly id: { toString(): string; readonly name?: string };
    /** Resets the object: calls in flight fail (flagged `durableObjectReset`), a new instance takes the next. */
    abort(reason?: string): void;
  }

  /** Base class of a Durable Object whose public methods a stub calls over RPC. */
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: DurableObjectState;
    protected readonly env: Env;
    constructor(ctx: DurableObjectState, env: Env);
  }
}
