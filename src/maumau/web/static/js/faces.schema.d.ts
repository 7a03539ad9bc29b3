// Written by `python -m maumau.web.pages.faces_schema` from maumau.core.faces, through
// ../faces.schema.json; do not edit. What GET /api/variants gives the page per game
// (`faces`); a module reads them in JSDoc: @type {import("./faces.schema.js").Faces}

/** How a card code splits into colour and face. */
export interface CodeRule {
  /**
   * The colour is the first character, the last, or what stands before the last
   * ``separator``.
   */
  colour: "start" | "end" | "separator";
  separator?: string;
  /** The codes that have no colour. */
  colourless?: string[];
}

/** A colour (or suit): how its cards look and its name. */
export interface Colour {
  /** A CSS colour. */
  paint: string;
  /** The symbol every card of the colour carries. */
  shape: Shape;
  letter: string;
  name: string;
}

/** The dialog of a card with several plays. */
export interface Decisions {
  questions?: Question[];
  /** The answers' words, by choice. */
  choices?: { [key: string]: string };
  targets?: Targets;
  /** The answers' words for a play onto a seat, by face. */
  card_targets?: { [key: string]: Targets };
  /** The answer that makes neither a choice nor a target. */
  plain?: string | null;
  quick?: Quick;
}

/** A card face's layout (the page's ``cards.js`` draws them). */
export type Draw = "pip" | "court" | "joker" | "banner" | "wheel" | "emblem" | "picture";

/** Extra columns of the round's end and a ``help`` line under the table. */
export interface End {
  details?: EndColumn[];
  help?: string;
}

/** An extra column of the round's end, from the result's ``details[key]``. */
export interface EndColumn {
  key: string;
  title: string;
  help?: string;
  class?: string;
}

/**
 * A line of the event log: the first rule that fits (``choice``, ``card:
 * "special"``, ``target: "self"``) says ``say``; ``cards: "by_seat"`` lists the cards by
 * seat, ``then: "direction"`` adds the direction.
 */
export interface EventRule {
  say: string;
  choice?: string;
  card?: "special";
  target?: "self";
  cards?: "by_seat";
  then?: "direction";
}

/**
 * One face of the game's cards: its layout (``draw``) with the layout's parameters,
 * its words and what it does.
 */
export interface Face {
  draw: Draw;
  /** The face's name (digits need none). */
  name?: string;
  /** The face's short label on the card (a rank's letter). */
  short?: string;
  /** What the card does. */
  effect?: string;
  /** A special card: it goes to the discard pile. */
  special?: boolean;
  hit?: Hit;
  /** The words printed on the card (a word on a card is a word of a language). */
  caption?: string;
  caption_size?: number;
  /** A sign printed on the card that is no word. */
  label?: string;
  corner?: string;
  letter?: string;
  icon?: Icon;
  /** A smiley's mood (``icon: "smiley"``). */
  mood?: string;
  /** ``"flank"``: the colour's shape on both sides of the banner. */
  symbol?: "flank";
  paint?: string;
  paints?: string[];
  background?: string;
  ink?: string;
  y?: number;
  size?: number;
}

/**
 * Everything the page draws and tells a game with (``GET /api/variants``: each
 * game's ``faces``). The default (:meth:`Variant.faces`): one shared discard pile and
 * every card shown by its code.
 */
export interface Faces {
  /**
   * One discard pile (wish, penalty and direction beside it; the default) or a pile
   * per seat (plays land on a pile, special cards on the discard pile).
   */
  layout?: "shared" | "piles";
  /** The choice that lays a card face down (``piles``). */
  face_down_choice?: string;
  code?: CodeRule;
  /** By colour key. */
  colours?: { [key: string]: Colour };
  /** The paint of a card without colour. */
  colourless_paint?: string;
  /** By face. */
  faces?: { [key: string]: Face };
  /** A card's name from ``{colour}`` and ``{face}`` (also as ``{rank}``). */
  card_name?: string;
  option_effects?: OptionEffect[];
  /** The words of a choice that is not a colour (``"any"``). */
  choices?: { [key: string]: string };
  decisions?: Decisions;
  turn?: Turn;
  /** The game's own lines of the event log, by event kind. */
  events?: { [key: string]: EventRule[] };
  /** The words of directions. */
  directions?: { [key: string]: string };
  /** The event kinds not shown as a seat's last move. */
  quiet?: string[];
  end?: End;
  /** The lobby's sample card. */
  sample?: string;
  how?: How;
  /**
   * The questions of play the FAQ answers (``/faq``): catalogue ids ``<id>.q`` and
   * ``<id>.a``, phrased for the default rules; their ``{option}`` fields are the options'
   * default values as people read them (``{option_label}``: the option's label), besides
   * ``{title}``.
   */
  faq?: string[];
  /** The game has throw-ins: the rule editor offers the throw-in time. */
  throw_ins?: boolean;
}

/** A hit by a card: the person hit may draw ``draws`` cards instead. */
export interface Hit {
  draws: number;
  instruction: string;
}

/**
 * The how-to page's examples: ``basics`` ([on top, played, words]), ``specials`` ([on
 * top, played, option that must be on]; ``{option}`` in a code is that option's value)
 * and ``more`` (the rules no card shows, catalogue ids whose ``{option}`` fields are the
 * default values).
 */
export interface How {
  basics?: string[][];
  specials?: string[][];
  more?: string[];
}

/** A picture on a card (the page's ``cards.js`` draws them). */
export type Icon = "arrows" | "stop" | "shield" | "gift" | "dice" | "wheel" | "wheel_and_face" | "star" | "smiley" | "onion" | "catapult" | "towel" | "carousel" | "wolf";

/**
 * An effect an option gives: when the face equals the ``option``'s value (or, with
 * ``value`` and ``face``, when the option has that value), its ``effect`` with
 * ``params`` (field to option) instead of the face's own.
 */
export interface OptionEffect {
  option: string;
  effect: string;
  value?: string | number | boolean;
  face?: string;
  params?: { [key: string]: string };
}

/** A rule of a decision's dialog: the first that fits gives its ``text``. */
export interface Question {
  text: string;
  /** Fits where a play makes one of these choices. */
  choices?: string[];
  /** Fits where a play makes a choice. */
  any_choice?: boolean;
  /** Fits the card of this face. */
  card?: string;
}

/**
 * One tap where a card has one face-up place: ``toggle`` is the choice a switch
 * (``label``, ``title``) lays instead.
 */
export interface Quick {
  prefer?: string | null;
  toggle?: string;
  label?: string;
  title?: string;
}

/** The symbols a colour's cards may carry (the page's ``shapes.js`` draws them). */
export type Shape = "club" | "spade" | "heart" | "diamond" | "star" | "sun" | "triangle" | "circle" | "square" | "cross" | "drop" | "leaf" | "flame";

/**
 * The words of a play onto a seat: onto one's own (``own``), onto another's
 * (``other``, with ``{name}``); ``sides`` names the neighbours.
 */
export interface Targets {
  own?: string;
  other?: string;
  sides?: boolean;
}

/**
 * ``instruction``: what to do on every turn, instead of the phase's words;
 * ``choose_wish``: what to do when the turned-up card makes the reader wish.
 */
export interface Turn {
  instruction?: string;
  choose_wish?: string;
}
