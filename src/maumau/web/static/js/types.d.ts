// The shapes the page reads, for TypeScript's check of the page's JSDoc (tsconfig.json,
// `npm run typecheck`). Only types: the browser never loads this file. The server's
// messages are described in docs/protocol.md; a game's faces come from faces.schema.d.ts,
// written from maumau.core.faces. Every name here is global to the checked modules.

/** A seat's name by its 0-based index. */
type Names = (seat: number) => string;

/** Catalogue fields: `{name}` in a text is filled with `params.name`. */
type Params = Record<string, unknown>;

/** A refusal's reason: a catalogue code and its fields (`why.<code>`, `refusal.<code>`). */
interface Reason {
  code: string;
  params?: Params;
  message?: string;
}

/** One seat of a table summary. */
interface SeatInfo {
  seat: number;
  kind: "human" | "open" | "bot";
  name?: string | null;
  level?: string | null;
  connected?: boolean;
  away?: boolean;
}

/** `TableSummary` (docs/protocol.md): the table as everybody sees it. */
interface TableSummary {
  code: string;
  variant: string;
  preset: string | null;
  options: Record<string, unknown>;
  players: number;
  status: "waiting" | "playing" | "round_over" | "match_over";
  match: number;
  round: number | null;
  host_seat: number | null;
  spectators?: number;
  away_seconds?: number;
  throw_in_seconds?: number;
  bot_delay_ms?: number;
  seats: SeatInfo[];
  end_reason?: Reason | null;
  series?: { matches: number; wins: number[] };
  chat?: boolean;
  listed?: boolean;
  watchers?: string[];
  blocked?: { code: string; params?: { seats?: number[]; places?: string; n?: number } } | null;
}

/** One event of a round as a seat may see it (`Event.to_dict`). */
interface GameEvent {
  kind: string;
  seat?: number;
  target?: number;
  cards?: string[];
  count?: number;
  choice?: string;
  action?: string;
}

/** One seat's pile where the game lays a pile per seat (layout "piles"). */
interface Pile {
  top: string | null;
  height: number;
  onions?: number;
  onion_card?: string | null;
}

/** The public table of a view: each game fills in what it has. */
interface ViewTable {
  top?: string;
  discard_top?: string | null;
  discard_size?: number;
  talon_size?: number;
  wish?: string | null;
  pending_draw?: number;
  hit_by?: number;
  direction?: number;
  mau?: boolean[];
  piles?: Pile[];
  left?: number;
  right?: number;
  show_onion_counts?: boolean;
  drawn?: string | null;
  laid_by?: number | null;
  [key: string]: unknown;
}

/** A round's result (`RoundResult.to_dict`). */
interface RoundResult {
  winners?: number[];
  points?: number[];
  hand_values?: number[];
  details?: Record<string, unknown[]>;
  [key: string]: unknown;
}

/** A seat's view of the round (`View.to_dict`); a replay's open frame adds `hands`. */
interface View {
  variant: string;
  players: number;
  seat: number | null;
  round: number;
  dealer: number;
  to_move: number | null;
  phase: string;
  hand: string[];
  hand_sizes: number[];
  legal_actions: string[];
  events: GameEvent[];
  table: ViewTable;
  result: RoundResult | null;
  options: Record<string, unknown>;
  hands?: string[][];
}

/** The match's end (`match_result`). */
interface MatchResult {
  winners: number[];
  totals: number[];
  rounds: number;
}

/** A `state` message (or the whole state a `patch` makes, patch.js). */
interface StateMessage {
  v?: number;
  type: "state";
  ref?: string | number;
  state: number;
  table: TableSummary;
  view: View | null;
  events: GameEvent[];
  scores: number[] | null;
  match_result: MatchResult | null;
  deadline: number | null;
}

/** A `patch` message: only what changed since the last whole state. */
interface PatchMessage {
  v?: number;
  type: "patch";
  ref?: string | number;
  state: number;
  events?: GameEvent[];
  deadline?: number | null;
  table?: Partial<TableSummary>;
  view?: Partial<View>;
  scores?: number[] | null;
  match_result?: MatchResult | null;
}

/** A line of table talk. */
interface TalkEntry {
  id: number;
  at: number;
  seat: number;
  name: string;
  kind: "chat" | "reaction";
  text?: string;
  reaction?: string;
}

interface WelcomeMessage {
  type: "welcome";
  seat: number | null;
  host: boolean;
  table: TableSummary;
  talk?: TalkEntry[];
  ref?: string | number;
}

interface ErrorMessage {
  type: "error";
  code: string;
  message: string;
  ref?: string | number;
  reason?: Reason | null;
}

interface TalkMessage {
  type: "talk";
  talk: TalkEntry;
  ref?: string | number;
}

/** A legal action read from its notation (notation.js). */
interface ParsedAction {
  text: string;
  word: string | null;
  card: string | null;
  choice: string | null;
  target: number | null;
  call: string;
}

/** An answer of a dialog (dialogs.js). */
interface Answer {
  label: string;
  value: string;
  hint?: string;
  icon?: string;
  paint?: string;
}

// ---------------------------------------------------------------- a game's faces

/** What a game gives the page, as the schema describes it (faces.schema.d.ts). */
type Colour = import("./faces.schema").Colour;

/** What a game says of a face: its layout (`draw`) and that layout's parameters. */
interface FaceSpec {
  draw?: string;
  name?: string;
  short?: string;
  effect?: string;
  special?: boolean;
  hit?: { draws: number; instruction?: string };
  icon?: string;
  corner?: string;
  letter?: string;
  paint?: string;
  paints?: string[];
  caption?: string;
  caption_size?: number;
  label?: string;
  mood?: string;
  symbol?: string;
  y?: number;
  size?: number;
  ink?: string;
  background?: string;
}

/** What a game gives the page, as the schema describes it (faces.schema.d.ts). */
type OptionEffect = import("./faces.schema").OptionEffect;

interface TargetWords {
  own?: string;
  other?: string;
  sides?: boolean;
}

/** What a game gives the page, as the schema describes it (faces.schema.d.ts). */
type Question = import("./faces.schema").Question;

/** What a game gives the page, as the schema describes it (faces.schema.d.ts). */
type Decisions = import("./faces.schema").Decisions;

/** What a game gives the page, as the schema describes it (faces.schema.d.ts). */
type EventRule = import("./faces.schema").EventRule;

/** What a game gives the page, as the schema describes it (faces.schema.d.ts). */
type EndColumn = import("./faces.schema").EndColumn;

/** What a game gives the page, as the schema describes it (faces.schema.d.ts). */
type Faces = import("./faces.schema").Faces;

// ---------------------------------------------------------------- GET /api/variants

interface OptionInfo {
  name: string;
  kind: "bool" | "int" | "choice";
  default: unknown;
  low?: number;
  high?: number;
  choices?: unknown[];
  help?: string;
  label?: string;
  group?: string;
  default_label?: string;
  choice_labels?: Record<string, string>;
}

interface VariantInfo {
  name: string;
  title: string;
  players: [number, number];
  presets: string[];
  preset: string | null;
  preset_help: Record<string, string>;
  preset_names?: Record<string, string>;
  groups?: { name: string; label: string }[];
  preset_options: Record<string, Record<string, unknown>>;
  for_players: number;
  options: OptionInfo[];
  bots: string[];
  faces?: Faces;
  default?: boolean;
}

/** A seat this device plays in pass-and-play (storage.js, passplay.js). */
interface LocalSeat {
  seat: number | null;
  token: string;
  name: string | null;
  connection?: import("./connection.js").TableConnection;
  welcome?: WelcomeMessage;
  last?: StateMessage;
}

/** What the rules in words are asked for (POST /api/rules). */
interface RulesRequest {
  variant: string;
  preset?: string | null;
  players: number;
  options?: Record<string, unknown>;
}

/** A refused request or message, as i18n.problemText reads it (an ApiError or an
 * `error` message). */
interface Problem {
  code: string;
  message: string;
  reason?: Reason | null;
  localized?: boolean;
}

/** What a card layout draws (cards.js): the card's face, its description, its colour
 * (null for a colourless card) and the game's faces. */
interface DrawnCard {
  variant: string;
  face: string;
  spec: FaceSpec;
  colour: Colour | null;
  faces: Faces;
}

/** What the table's drawing functions get (game.js renderGame, replay.js): the view, the
 * table and what to do on a click. */
interface TableContext {
  view: View;
  summary: TableSummary | null;
  names: Names;
  scores: number[] | null;
  host?: boolean;
  hints?: boolean;
  wantCall?: boolean;
  deadlineLeft?: number | null;
  matchResult?: MatchResult | null;
  endReason?: Reason | null;
  lastWords?: Record<number, string>;
  openHands?: string[][] | null;
  replay?: boolean;
  levels?: string[];
  onAction?: (text: string) => void;
  onCard?: (card: string, legal: boolean) => void;
  onToggleCall?: () => void;
  onCommand?: Command;
}

/** Sends a host command (`add_bot`, `start`, ...) with its fields. */
type Command = (type: string, fields?: Record<string, unknown>) => void;

/** The rules drawer (rules.js) remembers where the focus was when it opened. */
interface RulesBox extends HTMLDetailsElement {
  opener?: Element | null;
}

/** Where the focus was before a redraw (keyboard.js focusPlace). */
interface FocusPlace {
  hand?: number;
  code?: string;
  bar?: string;
  end?: boolean;
}

/** A point on the page (motion.js). */
interface Point {
  x: number;
  y: number;
}

/** Where things are on the drawn table (motion.js). */
interface Places {
  seat: (seat: number | undefined) => Point | null;
  pile: (seat: number | undefined) => Point | null;
  talon: () => Point | null;
  discard: () => Point | null;
}

/** What a table connection tells the page (connection.js). */
interface ConnectionHandlers {
  onWelcome?: (message: WelcomeMessage) => void;
  onState?: (message: StateMessage) => void;
  onError?: (message: ErrorMessage) => void;
  onTalk?: (message: TalkMessage) => void;
  onStatus?: (status: "open" | "closed") => void;
}

/** What the waiting room and the host's controls get (waiting.js, hostcontrols.js). */
interface RoomContext {
  summary: TableSummary;
  mySeat: number | null;
  host?: boolean;
  levels: string[];
  names: Names;
  onCommand: Command;
}

/** The rules of a ruleset in words (POST /api/rules). */
interface RulesText {
  sections?: { name: string; title: string; lines?: { code: string; text: string }[] }[];
}

/** The player's accessibility settings (settings.js). */
interface Settings {
  large: boolean;
  contrast: boolean;
  calm: boolean;
  keys: boolean;
  pace: string;
  throwIn: string;
}

/** A seat as the lobby plans it (POST /api/tables `seats`). */
interface PlannedSeat {
  kind: "human" | "bot" | "open" | "local";
  level?: string;
  name?: string;
}

/** A saved rule set (GET /api/rulesets). */
interface SavedRuleset {
  id: string;
  name: string;
  share_url?: string;
  ruleset: { variant: string; preset: string | null; players: number; options?: Record<string, unknown> };
}

/** A table listed publicly (GET /api/open-tables). */
interface OpenTable {
  code: string;
  variant: string;
  preset: string | null;
  players: number;
  free: number;
  host: string | null;
  rules: string[];
  url: string;
}

// ---------------------------------------------------------------- the social pages

/** A bot level's rating beside a profile's (GET /api/profile/stats). */
interface BotStanding {
  level: string;
  score: number;
  provisional: boolean;
  matches: number;
}

/** A profile's statistics in one game. */
interface GameStats {
  variant: string;
  matches: number;
  wins: number;
  win_share: number;
  score: number;
  provisional: boolean;
  bots: BotStanding[];
}

/** A finished match of a profile (GET /api/profile/history). */
interface PlayedMatch {
  variant: string;
  finished: number;
  seat: number;
  number: number;
  won: boolean;
  replay: string;
  series?: number[] | null;
  players: { seat: number; kind: string; name?: string | null; level?: string | null }[];
}

/** Where offline play's Web Worker finds Pyodide and the bundle (GET /api/offline). */
interface OfflineInfo {
  available: boolean;
  version: string;
  pyodide: string;
  bundle: string;
}

/** What the lobby lists of an offline table (IndexedDB, offline/store.js). */
interface OfflineTable {
  code: string;
  variant: string;
  players: number;
  token: string;
  seat: number;
  local: { seat: number; token: string }[];
  status: string;
  match: number | null;
  created: number;
  updated: number;
}
