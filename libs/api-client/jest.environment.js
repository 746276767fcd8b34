/**
 * jsdom with the fetch API's classes. jsdom implements no Request, Response or Headers, and
 * the typed client (src/typed.ts, openapi-fetch) builds a Request for every call: the specs
 * of the client and of the apps that call it get Node's own, with Node's AbortController
 * (a Request takes only a signal of its own implementation). `fetch` itself stays unset:
 * a spec answers the calls it expects.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FETCH_CLASSES = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FETCH_CLASSES) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchClasses;
