import { ModelServer } from '../../models/server/model-server.js';
import type { UpstreamTrial } from '../../models/server/upstream.js';

/** How the model server passes one request on to a real provider. */
export type Forward = UpstreamTrial['forward'];

/**
 * Runs `run` with every model server started meanwhile passing its requests
 * to the real provider through `wrap(forward)` (a server without a real model
 * as it is), then puts ModelServer.start back: a test's view of what the
 * harness sent and what it got, without changing either.
 */
export async function wrappingForward<T>(wrap: (forward: Forward) => Forward, run: () => Promise<T>): Promise<T> {
  const start = ModelServer.start.bind(ModelServer);
  ModelServer.start = (o) => {
    const up = o.upstream;
    return start(up === undefined ? o : { ...o, upstream: { ...up, forward: wrap((r, res, e) => up.forward(r, res, e)) } });
  };
  try {
    return await run();
  } finally {
    ModelServer.start = start;
  }
}
