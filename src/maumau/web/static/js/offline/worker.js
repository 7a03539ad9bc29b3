// The Web Worker that plays offline tables (docs/offline.md): it loads Pyodide from the
// app's own origin, unpacks the bundle of maumau's pure-Python packages into it and runs
// maumau.web.offline.session.OfflineSession, which answers exactly as the server does.
// The page (client.js) sends it the HTTP requests and socket messages it would send the
// server; it answers them and posts each server message for a seat's token back.
//
// One OfflineSession per table: its log entries (store) go to IndexedDB under the
// table's code before any message that shows their effect is posted, so a reload or a
// closed tab resumes the table from the log (resume).

import { appendEntries, loadTable, readEntries, saveTable } from "./store.js";

/** The worker's global scope (the DOM's types describe a window).
 * @type {any} */
const scope = self;

/** The most a hard bot may think in the browser, in seconds: a decision stays under 1 s. */
const THINK_SECONDS = 0.6;
/** Whether a new table may name its seed (the parity test's own worker asks for it, as a
 * test server allows seeds with MAUMAU_ALLOW_SEEDS=1). */
let allowSeeds = false;

/** Pyodide, maumau unpacked into it (loaded on the first request).
 * @type {Promise<any> | null} */
let loading = null;

/** @typedef {{py: any, code: string | null, stored: number, pending: string[],
 *   status: string | null, match: number | null, queue: Promise<unknown>}} Table */

/** The tables of this worker by code (resumed once: the promise is kept at once).
 * @type {Map<string, Promise<Table | null>>} */
const tables = new Map();
/** The session that answers the lobby's questions and makes the next table.
 * @type {Table | null} */
let spare = null;
/** Every write and post in order: a message is posted once the entries before it are
 * committed. @type {Promise<unknown>} */
let writing = Promise.resolve();

/** @param {OfflineInfo} info @returns {Promise<any>} */
async function loadPython(info) {
  const { loadPyodide } = await import(info.pyodide + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: info.pyodide, stdout: () => {}, stderr: () => {} });
  const bundle = await (await fetch(info.bundle)).arrayBuffer();
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(bundle, "zip", { extractDir: sitePackages });
  return pyodide.pyimport("maumau.web.offline.session");
}

/** A new session whose log and messages are this worker's. @returns {Promise<Table>} */
async function newTable() {
  const module = await /** @type {Promise<any>} */ (loading);
  /** @type {Table} */
  const table = { py: null, code: null, stored: 0, pending: [], status: null, match: null,
    queue: Promise.resolve() };
  const send = (/** @type {string} */ token, /** @type {string} */ text) => post(table, token, text);
  const store = (/** @type {string} */ text) => {
    table.pending.push(text);
    queueMicrotask(() => flush(table));
  };
  table.py = module.OfflineSession.callKwargs(send, store,
    { think_limit_s: THINK_SECONDS, allow_seeds: allowSeeds });
  return table;
}

/** Writes the table's stored entries (once it has a code), in order.
 * @param {Table} table */
function flush(table) {
  if (table.code === null || table.pending.length === 0) return;
  const texts = table.pending.splice(0);
  const first = table.stored;
  table.stored += texts.length;
  const code = table.code;
  writing = writing.then(() => appendEntries(code, first, texts)).catch(reportProblem);
}

/** Posts a server message for `token` once every entry stored before it is committed;
 * a state message updates what the lobby lists of the table.
 * @param {Table} table @param {string} token @param {string} text */
function post(table, token, text) {
  flush(table);
  writing = writing.then(async () => {
    await noteState(table, text);
    scope.postMessage({ socket: token, text });
  }).catch(reportProblem);
}

/** @param {Table} table @param {string} text */
async function noteState(table, text) {
  if (table.code === null || !text.includes('"table"')) return;
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return;
  }
  const status = message.table?.status;
  const match = message.table?.match;
  if (typeof status !== "string" || (status === table.status && match === table.match)) return;
  table.status = status;
  table.match = match ?? null;
  const listed = await loadTable(table.code);
  if (listed) await saveTable({ ...listed, status, match: match ?? listed.match, updated: Date.now() });
}

/** @param {unknown} problem */
function reportProblem(problem) {
  scope.postMessage({ problem: String(problem) });
}

/** A Python answer ({status, body} JSON, or a success's body alone) as {status, body}.
 * @param {string} text @param {number} success @returns {{status: number, body: any}} */
function answerOf(text, success) {
  const parsed = JSON.parse(text);
  if (parsed && typeof parsed.status === "number" && "body" in parsed && Object.keys(parsed).length === 2) {
    return parsed;
  }
  return { status: success, body: parsed };
}

/** The table `code`, resumed from this device's log where this worker has not got it.
 * @param {string} code @returns {Promise<Table | null>} */
function tableOf(code) {
  let known = tables.get(code);
  if (!known) {
    known = resume(code);
    tables.set(code, known);
  }
  return known;
}

/** Table `code` from this device's log (null where it has none or it does not resume).
 * @param {string} code @returns {Promise<Table | null>} */
async function resume(code) {
  const entries = await readEntries(code);
  if (entries.length === 0) return null;
  const table = await newTable();
  table.code = code;
  table.stored = entries.length;
  const answer = answerOf(await table.py.resume(entries), 200);
  if (answer.status >= 400) {
    reportProblem(`table ${code} does not resume: ${JSON.stringify(answer.body)}`);
    return null;
  }
  return table;
}

/** POST /api/tables: a new table, listed on this device once its first entries are kept.
 * @param {string} path @param {string} body @returns {Promise<{status: number, body: any}>} */
async function create(path, body) {
  const table = spare ?? await newTable();
  spare = null;
  const answer = answerOf(await table.py.post(path, body), 201);
  if (answer.status >= 400 || typeof answer.body?.code !== "string") {
    spare = table.code === null ? table : null;
    return answer;
  }
  const asked = JSON.parse(body);
  table.code = answer.body.code;
  tables.set(answer.body.code, Promise.resolve(table));
  const now = Date.now();
  /** @type {OfflineTable} */
  const listed = { code: answer.body.code, variant: asked.variant, players: asked.players,
    token: answer.body.token, seat: answer.body.seat ?? 0, local: answer.body.local ?? [],
    status: "waiting", match: 1, created: now, updated: now };
  writing = writing.then(() => saveTable(listed));
  flush(table);
  await writing;
  return answer;
}

const NO_TABLE = { status: 404, body: { detail: "no such offline table", code: "not_found" } };

/** One HTTP request of the page. @param {string} method @param {string} path
 * @param {string | undefined} body @returns {Promise<{status: number, body: any}>} */
async function request(method, path, body) {
  const route = new URL(path, "http://offline").pathname;
  if (method === "POST" && route === "/api/tables") return create(path, body ?? "{}");
  const tableCode = /^\/api\/tables\/([^/]+)/.exec(route);
  /** @type {Table | null} */
  let table;
  if (tableCode) {
    table = await tableOf(decodeURIComponent(tableCode[1]));
    if (!table) return NO_TABLE;
  } else {
    spare = spare ?? await newTable();
    table = spare;
  }
  if (method === "GET") return answerOf(table.py.get(path), 200);
  return answerOf(await table.py.post(path, body ?? "{}"), 200);
}

/** Runs `work` after the table's earlier socket messages (one at a time, as a socket does).
 * @param {Table} table @param {() => Promise<unknown> | unknown} work */
function inTurn(table, work) {
  table.queue = table.queue.then(work).catch(reportProblem);
  return table.queue;
}

scope.addEventListener("message", async (/** @type {MessageEvent} */ event) => {
  const message = event.data;
  if (message.op === "init") {
    allowSeeds = Boolean(message.seeds);
    loading ??= loadPython(message.info);
    loading.catch(reportProblem);
    return;
  }
  if (message.op === "connect" || message.op === "receive" || message.op === "disconnect") {
    const table = await tableOf(message.code);
    if (!table) {
      scope.postMessage({ socket: message.token, closed: true });
      return;
    }
    inTurn(table, () => {
      if (message.op === "connect") return table.py.connect(message.token);
      if (message.op === "receive") return table.py.receive(message.token, message.text);
      return table.py.disconnect(message.token);
    });
    return;
  }
  try {
    let result;
    if (message.op === "request") {
      result = await request(message.method, message.path, message.body);
    } else if (message.op === "record") {
      // the record's text as the server's record route sends it; null for a refusal
      const table = await tableOf(message.code);
      const text = table ? String(table.py.record(message.match)) : null;
      result = text !== null && answerOf(text, 200).status === 200 ? text : null;
    } else {
      throw new Error("unknown op " + message.op);
    }
    scope.postMessage({ id: message.id, result });
  } catch (problem) {
    scope.postMessage({ id: message.id, error: String(problem) });
  }
});
