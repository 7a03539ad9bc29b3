// Cheap messages (docs/protocol.md, "patch"): the server sends a whole `state` after
// hello and at each new round, then only what changed. This module keeps the last whole
// state and turns each patch into the whole state it makes, so the page keeps receiving
// whole states as before.

export class StateKeeper {
  constructor() {
    /** @type {StateMessage | null} */
    this.last = null;
  }

  /** A whole `state` message: remembered as it is.
   * @param {StateMessage} message
   * @returns {StateMessage} */
  whole(message) {
    this.last = message;
    return message;
  }

  /** A `patch`: the whole state it makes of the last one (null if none came yet).
   * @param {PatchMessage} message
   * @returns {StateMessage | null} */
  patch(message) {
    const last = this.last;
    if (!last) return null;
    /** @type {StateMessage} */
    const merged = { ...last, type: "state", state: message.state };
    delete merged.ref;
    if ("ref" in message) merged.ref = message.ref;
    if (message.table) merged.table = { ...last.table, ...message.table };
    const events = message.events || [];
    if (last.view) {
      merged.view = { ...last.view, ...(message.view || {}), events: last.view.events.concat(events) };
    }
    merged.events = events;
    if ("scores" in message) merged.scores = message.scores ?? null;
    if ("match_result" in message) merged.match_result = message.match_result ?? null;
    if ("deadline" in message) merged.deadline = message.deadline ?? null;
    this.last = merged;
    return merged;
  }

  forget() {
    this.last = null;
  }
}
