// The WebSocket half of the protocol (docs/protocol.md): hello, actions, host commands;
// reconnects after a dropped connection and says hello again with the same token.
// `patch` messages are made whole here (patch.js): the handlers always get whole states.

import { StateKeeper } from "./patch.js";

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
