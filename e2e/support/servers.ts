/**
 * Which server a browser test talks to. The global setup (global-setup.ts) starts one server per
 * worker, each on its own port and its own embedded database, and names them in the environment
 * the workers inherit (BASE_URL_0, BASE_URL_1, ...). Each worker reads its own: the tests of one
 * worker run one after another against one database, as with a single worker, and never see
 * another worker's rows, settings or rate-limit counters. `E2E_SERVERS=shared` starts one server
 * for every worker instead (then tests must not depend on what another file may be doing).
 */
export const serverEnvName = (parallelIndex: number) => `BASE_URL_${parallelIndex}`;

/**
 * The address of this worker's server, also put in BASE_URL so that the support code and the
 * specs reading `process.env.BASE_URL` reach the same server. Playwright sets TEST_PARALLEL_INDEX
 * (0 .. workers-1) in a worker before it loads the configuration; a worker started again after a
 * failure gets the same index, hence the same server. In the runner's own process there is none.
 */
export function workerBaseURL(): string | undefined {
  const index = process.env.TEST_PARALLEL_INDEX;
  const own = index === undefined ? undefined : process.env[serverEnvName(Number(index))];
  if (own) process.env.BASE_URL = own;
  return process.env.BASE_URL;
}
