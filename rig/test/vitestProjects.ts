/** The Vitest project of the gateway's workerd tests (`tests/gateway/`), which `npm test` runs on its own. */
export const GATEWAY_PROJECT = 'gateway in workerd';
