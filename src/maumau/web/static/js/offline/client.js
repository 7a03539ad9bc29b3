// The page's side of the offline Web Worker (worker.js): one worker per page, started on
// the first question. request() stands for the server's HTTP API, openSocket() for its
// WebSocket (connection.js's OfflineConnection uses it).

import { offlineFiles } from "./mode.js";

/** @type {Worker | null} */
let worker = null;
let nextId = 1;
/** @type {Map<number, {resolve: (value: any) => void, reject: (problem: Error) => void}>} */
const waiting = new Map();
/** The socket handlers by seat token. @type {Map<string, (text: string | null) => void>} */
const sockets = new Map();

/** The worker, started on first use. @returns {Worker} */
function started() {
  if (worker) return worker;
  const made = new Worker("/static/js/offline/worker.js", { type: "module" });
  made.addEventListener("message", (event) => {
    const data = event.data;
    if (typeof data.socket === "string") {
      sockets.get(data.socket)?.(data.closed ? null : data.text);
    } else if (typeof data.id === "number") {
      const asked = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.error !== undefined) asked?.reject(new Error(data.error));
      else asked?.resolve(data.result);
    } else if (data.problem) {
      console.error("offline worker:", data.problem);
    }
  });
  made.postMessage({ op: "init", info: offlineFiles() });
  worker = made;
  return made;
}

/** One question to the worker and its answer.
 * @param {Record<string, unknown>} message @returns {Promise<any>} */
function ask(message) {
  const id = nextId;
  nextId += 1;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    started().postMessage({ ...message, id });
  });
}

/** An HTTP request answered by the worker as the server would: {status, body}.
 * @param {string} method @param {string} path @param {unknown} [body]
 * @returns {Promise<{status: number, body: any}>} */
export function request(method, path, body) {
  return ask({ op: "request", method, path, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The record of finished match `match` at offline table `code` (JSON text).
 * @param {string} code @param {number} match @returns {Promise<string | null>} */
export function record(code, match) {
  return ask({ op: "record", code, match });
}

/** Opens a seat's "socket": `onText` gets each server message (null: the table is gone).
 * @param {string} code @param {string} token @param {(text: string | null) => void} onText */
export function openSocket(code, token, onText) {
  sockets.set(token, onText);
  started().postMessage({ op: "connect", code, token });
}

/** @param {string} code @param {string} token @param {string} text */
export function sendSocket(code, token, text) {
  started().postMessage({ op: "receive", code, token, text });
}

/** @param {string} code @param {string} token */
export function closeSocket(code, token) {
  sockets.delete(token);
  started().postMessage({ op: "disconnect", code, token });
}
