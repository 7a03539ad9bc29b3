// The WebSocket half of the protocol (docs/protocol.md): hello, actions, host commands;
// reconnects after a dropped connection and says hello again with the same token.
// `patch` messages are made whole here (patch.js): the handlers always get whole states.
// An offline table (docs/offline.md) talks the same protocol to the Web Worker that runs
// maumau in Pyodide: OfflineConnection has TableConnection's interface, so one table page
// serves both (connectionFor picks).

import { StateKeeper } from "./patch.js";
import { closeSocket, openSocket, sendSocket } from "./offline/client.js";
import { isOffline } from "./offline/mode.js";

const VERSION = 1;

export class TableConnection {
  /**
   * handlers: onWelcome(msg), onState(msg), onError(msg), onStatus("open" | "closed")
   * @param {string} code @param {string | null} token @param {string} lang
   * @param {ConnectionHandlers} handlers
   */
  constructor(code, token, lang, handlers) {
    this.code = code;
    this.token = token;
    this.lang = lang;
    this.handlers = handlers;
    this.nextId = 1;
    /** @type {WebSocket | null} */
    this.socket = null;
    this.retry = 0;
    this.closed = false;
    this.states = new StateKeeper();
    /** Fields `hello` carries besides the token and language (the pace settings).
     * @type {Record<string, string> | undefined} */
    this.helloFields = undefined;
    /** Whether an offline connection is open (OfflineConnection). */
    this.open = false;
  }

  connect() {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${window.location.host}/ws/${encodeURIComponent(this.code)}`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.retry = 0;
      this.states.forget();
      this.send("hello", { token: this.token, lang: this.lang, ...(this.helloFields || {}) });
      this.handlers.onStatus?.("open");
    });
    socket.addEventListener("message", (event) => this.receive(event.data));
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.handlers.onStatus?.("closed");
      if (this.closed) return;
      const wait = Math.min(5000, 300 * 2 ** this.retry);
      this.retry += 1;
      window.setTimeout(() => this.connect(), wait);
    });
  }

  /** One message from the server to its handler (a patch made whole first).
   * @param {string} text */
  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.type === "welcome") this.handlers.onWelcome?.(message);
    else if (message.type === "state") this.handlers.onState?.(this.states.whole(message));
    else if (message.type === "patch") {
      const whole = this.states.patch(message);
      if (whole) this.handlers.onState?.(whole);
    }
    else if (message.type === "error") this.handlers.onError?.(message);
    else if (message.type === "talk") this.handlers.onTalk?.(message);
  }

  /** Sends a message; its id, or null when the socket is not open.
   * @param {string} type @param {Record<string, unknown>} [fields] @returns {number | null} */
  send(type, fields = {}) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return null;
    const id = this.nextId;
    this.nextId += 1;
    this.socket.send(JSON.stringify({ v: VERSION, type, id, ...fields }));
    return id;
  }

  /** @param {string} lang */
  setLang(lang) {
    this.lang = lang;
  }

  close() {
    this.closed = true;
    this.socket?.close();
  }
}

/** The connection of an offline table: the same messages, to and from the Web Worker. */
export class OfflineConnection extends TableConnection {
  /** @type {TableConnection["connect"]} */
  connect() {
    if (!this.token) return;
    this.states.forget();
    openSocket(this.code, this.token, (text) => {
      if (this.closed) return;
      if (text === null) {
        this.handlers.onError?.({ type: "error", code: "bad_token", message: "" });
        return;
      }
      this.receive(text);
    });
    this.open = true;
    this.send("hello", { token: this.token, lang: this.lang, ...(this.helloFields || {}) });
    this.handlers.onStatus?.("open");
  }

  /** @param {string} type @param {Record<string, unknown>} [fields] @returns {number | null} */
  send(type, fields = {}) {
    if (!this.open || this.closed || !this.token) return null;
    const id = this.nextId;
    this.nextId += 1;
    sendSocket(this.code, this.token, JSON.stringify({ v: VERSION, type, id, ...fields }));
    return id;
  }

  close() {
    this.closed = true;
    if (this.open && this.token) closeSocket(this.code, this.token);
    this.open = false;
  }
}

/** The connection of a seat at table `code`: to the server, or to this device's worker.
 * @param {string} code @param {string | null} token @param {string} lang
 * @param {ConnectionHandlers} handlers @returns {TableConnection} */
export function connectionFor(code, token, lang, handlers) {
  return isOffline() ? new OfflineConnection(code, token, lang, handlers)
    : new TableConnection(code, token, lang, handlers);
}
