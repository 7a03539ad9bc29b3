// The device's log of offline tables in IndexedDB (docs/offline.md): for each table the
// entries its OfflineSession stored, in order (`entries`, key [code, n]), and what the
// lobby lists of it (`tables`, key code: game, players, seats' tokens, status, times).
// The Web Worker writes; the lobby reads the list. Used in the page and in the worker.

const NAME = "maumau-offline";
const VERSION = 1;

/** @type {Promise<IDBDatabase> | null} */
let opened = null;

/** The database, made on first use. @returns {Promise<IDBDatabase>} */
export function database() {
  if (opened) return opened;
  opened = new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains("entries")) db.createObjectStore("entries", { keyPath: ["code", "n"] });
      if (!db.objectStoreNames.contains("tables")) db.createObjectStore("tables", { keyPath: "code" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

/** Runs `work` in one transaction; resolves once it is committed.
 * @param {string[]} stores @param {IDBTransactionMode} mode
 * @param {(tx: IDBTransaction) => void} work @returns {Promise<void>} */
async function transaction(stores, mode, work) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(stores, mode, { durability: "strict" });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
    work(tx);
  });
}

/** Appends entries to table `code`'s log, numbered from `first` (committed when resolved).
 * @param {string} code @param {number} first @param {string[]} texts @returns {Promise<void>} */
export function appendEntries(code, first, texts) {
  return transaction(["entries"], "readwrite", (tx) => {
    const store = tx.objectStore("entries");
    texts.forEach((text, index) => store.put({ code, n: first + index, text }));
  });
}

/** Every entry of table `code`, in order. @param {string} code @returns {Promise<string[]>} */
export async function readEntries(code) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const request = db.transaction(["entries"], "readonly").objectStore("entries")
      .getAll(IDBKeyRange.bound([code, 0], [code, Infinity]));
    request.onsuccess = () => resolve(request.result.map((entry) => entry.text));
    request.onerror = () => reject(request.error);
  });
}

/** Saves (or updates) what the lobby lists of a table.
 * @param {OfflineTable} table @returns {Promise<void>} */
export function saveTable(table) {
  return transaction(["tables"], "readwrite", (tx) => { tx.objectStore("tables").put(table); });
}

/** The listed table `code`, or null. @param {string} code @returns {Promise<OfflineTable | null>} */
export async function loadTable(code) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const request = db.transaction(["tables"], "readonly").objectStore("tables").get(code);
    request.onsuccess = () => resolve(request.result ?? null);
    request.onerror = () => reject(request.error);
  });
}

/** Every offline table on this device, the newest first. @returns {Promise<OfflineTable[]>} */
export async function listTables() {
  const db = await database();
  return new Promise((resolve, reject) => {
    const request = db.transaction(["tables"], "readonly").objectStore("tables").getAll();
    request.onsuccess = () => resolve(
      /** @type {OfflineTable[]} */ (request.result).sort((a, b) => b.updated - a.updated));
    request.onerror = () => reject(request.error);
  });
}

/** Forgets table `code` and its log. @param {string} code @returns {Promise<void>} */
export function forgetTable(code) {
  return transaction(["entries", "tables"], "readwrite", (tx) => {
    tx.objectStore("entries").delete(IDBKeyRange.bound([code, 0], [code, Infinity]));
    tx.objectStore("tables").delete(code);
  });
}
