/**
 * For specs of the client and of the apps that call it: a fetch that records each Request
 * the typed client sends (method, path with query, headers, body as text) and answers it
 * as the spec says. Runs where the fetch API's classes exist (jest.environment.js).
 */
export interface SentCall {
  method: string;
  /** Path and query, e.g. /api/branches?page=2 (the origin left out). */
  url: string;
  headers: Headers;
  body: string;
}

/** An answer with a JSON body (or none for undefined and 204). */
export const answer = (status: number, body?: unknown): Response =>
  new Response(status === 204 || body === undefined ? null : JSON.stringify(body), { status });

export function recordingFetch(respond: (call: SentCall) => Response | Promise<Response>) {
  const calls: SentCall[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const call: SentCall = {
      method: request.method,
      url: url.pathname + url.search,
      headers: request.headers,
      body: await request.text(),
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch, calls };
}
