// Every text of the pages in German (the default) and English, and the language switch.

import { loadLang, saveLang } from "./storage.js";

const TEXTS = {
  "app.title": ["Mau Mau", "Mau Mau"],
  "lang.switch": ["English", "Deutsch"],
  "lang.switch_title": ["Switch to English", "Auf Deutsch umschalten"],
  "lobby.heading": ["Neuen Tisch eröffnen", "Open a new table"],
  "lobby.intro": [
    "Wähle ein Spiel, stelle die Regeln ein und lade Freunde ein oder spiele gegen Bots.",
    "Pick a game, set the rules and invite friends or play against bots.",
  ],
  "lobby.variant": ["Spiel", "Game"],
  "lobby.preset": ["Voreinstellung", "Preset"],
  "lobby.players": ["Spieler", "Players"],
  "lobby.name": ["Dein Name", "Your name"],
  "lobby.seats": ["Plätze", "Seats"],
  "lobby.options": ["Regeln", "Rules"],
  "lobby.more_options": ["Alle Regeln anzeigen", "Show every rule"],
  "lobby.table_options": ["Tisch", "Table"],
  "lobby.away_seconds": ["Sekunden abwesend, bis ein Bot übernimmt", "Seconds away before a bot takes over"],
  "lobby.throw_in_seconds": ["Sekunden Bedenkzeit fürs Zwischenwerfen", "Seconds to think about a throw-in"],
  "lobby.bot_delay_ms": ["Pause vor einem Bot-Zug (ms)", "Pause before a bot moves (ms)"],
  "lobby.create": ["Tisch eröffnen", "Open the table"],
  "lobby.creating": ["Tisch wird eröffnet …", "Opening the table …"],
  "lobby.seat_you": ["Du", "You"],
  "lobby.seat_open": ["Frei für einen Freund", "Open for a friend"],
  "lobby.seat_bot": ["Bot", "Bot"],
  "lobby.level": ["Stärke", "Level"],
  "lobby.seat_n": ["Platz {n}", "Seat {n}"],
  "lobby.on": ["an", "on"],
  "lobby.off": ["aus", "off"],
  "lobby.default": ["Standard: {value}", "default: {value}"],
  "lobby.range": ["{low} bis {high}", "{low} to {high}"],
  "lobby.name_default": ["Gast", "Guest"],
  "error.load": ["Konnte nicht laden: {message}", "Could not load: {message}"],
  "error.server": ["Der Server sagt: {message}", "The server says: {message}"],
  "error.network": ["Keine Verbindung zum Server", "No connection to the server"],
  "invite.heading": ["Freunde einladen", "Invite friends"],
  "invite.text": ["Schicke diesen Link:", "Send this link:"],
  "invite.copy": ["Link kopieren", "Copy link"],
  "invite.copied": ["Kopiert!", "Copied!"],
  "join.heading": ["Am Tisch Platz nehmen", "Take a seat at the table"],
  "join.take": ["Platz {n} nehmen", "Take seat {n}"],
  "join.watch": ["Nur zuschauen", "Just watch"],
  "join.full": ["Alle Plätze sind besetzt – du kannst zuschauen.", "Every seat is taken – you can watch."],
  "join.unknown": ["Diesen Tisch gibt es nicht.", "There is no such table."],
  "table.connecting": ["Verbinde …", "Connecting …"],
  "table.reconnecting": ["Verbindung verloren – verbinde neu …", "Connection lost – reconnecting …"],
  "table.waiting": ["Warten auf Mitspieler", "Waiting for players"],
  "table.spectator": ["Du schaust zu.", "You are watching."],
  "table.your_turn": ["Du bist dran!", "Your turn!"],
  "table.turn_of": ["{name} ist dran", "{name} to move"],
  "table.nobody": ["Einen Moment …", "One moment …"],
  "table.round": ["Runde {n}", "Round {n}"],
  "table.match": ["Partie {n}", "Match {n}"],
  "table.talon": ["Stapel", "Talon"],
  "table.discard": ["Ablage", "Discard"],
  "table.wish": ["Wunsch", "Wish"],
  "table.wish_any": ["freie Wahl", "any card"],
  "table.pending": ["Strafe: {n} ziehen", "Penalty: draw {n}"],
  "table.clockwise": ["Richtung: im Uhrzeigersinn ↻", "Direction: clockwise ↻"],
  "table.anticlockwise": ["Richtung: gegen den Uhrzeigersinn ↺", "Direction: anticlockwise ↺"],
  "table.cards": ["{n} Karten", "{n} cards"],
  "table.card": ["1 Karte", "1 card"],
  "table.mau": ["Mau!", "Mau!"],
  "table.dealer": ["Geber", "dealer"],
  "table.you": ["du", "you"],
  "table.bot": ["Bot", "bot"],
  "table.bot_name": ["Bot", "Bot"],
  "table.away": ["abwesend – ein Bot spielt", "away – a bot plays"],
  "table.offline": ["nicht verbunden", "not connected"],
  "table.open_seat": ["frei", "open"],
  "table.hand": ["Deine Hand", "Your hand"],
  "table.log": ["Was passiert ist", "What happened"],
  "table.scores": ["Punkte", "Scores"],
  "table.points": ["Punkte", "Points"],
  "table.hints": ["Tipps", "Hints"],
  "table.hints_title": ["Spielbare Karten hervorheben", "Highlight the cards you can play"],
  "table.drawn": ["Gezogen: {card} – spielen oder behalten", "Drawn: {card} – play it or keep it"],
  "table.hit_by": ["{name} trifft dich", "{name} hits you"],
  "table.not_playable": ["Diese Karte passt gerade nicht.", "This card does not fit now."],
  "table.rules": ["Regeln", "Rules"],
  "seat.name": ["Platz {n}", "Seat {n}"],
  "do.play": ["Lege eine passende Karte (leuchtet) – oder ziehe.", "Play a matching card (glowing) – or draw."],
  "do.play_must": ["Lege eine passende Karte (leuchtet).", "Play a matching card (glowing)."],
  "do.draw_only": ["Keine Karte passt: ziehe eine Karte.", "No card fits: draw a card."],
  "do.after_draw": ["Spiele die gezogene Karte oder behalte sie (Passen).", "Play the drawn card or keep it (pass)."],
  "do.penalty": ["Du sollst {n} Karten ziehen: kontern oder Strafe nehmen.", "You are to draw {n} cards: counter or take the penalty."],
  "do.penalty_take": ["Du musst {n} Karten ziehen.", "You must draw {n} cards."],
  "do.skip": ["Du sollst aussetzen: kontern oder aussetzen.", "You are skipped: counter or sit out."],
  "do.skip_take": ["Du setzt aus.", "You sit out."],
  "do.hit": ["Eine Aktionskarte trifft dich: blocken oder annehmen.", "An action card hits you: block it or accept."],
  "do.gamble": ["Zocken trifft dich: 4 Karten ziehen – oder zocken: ist die oberste Karte ein Smiley, ziehst du 8, sonst nur diese eine. Oder blocken.", "Gamble hits you: draw 4 – or gamble: if the top card is a smiley you draw 8, else just that one. Or block it."],
  "do.throw_in": ["Du hast dieselbe Karte! Schnell dazwischenwerfen?", "You hold the same card! Throw it in?"],
  "do.choose_wish": ["Du hast die Karte aufgedeckt: wünsche eine Farbe.", "You turned up the card: wish a suit."],
  "do.choose_target": ["Du hast die Karte aufgedeckt: wähle einen Mitspieler.", "You turned up the card: choose a player."],
  "do.continue": ["Du darfst weiterspielen oder ziehen.", "You may play on or draw."],
  "do.heuldoch": ["Lege eine Karte: auf einen Stapel mit gleicher Farbe oder Zahl – oder verdeckt als Zwiebel auf deinen.", "Play a card: onto a pile of the same colour or number – or face down as an onion on yours."],
  "do.call_mau": ["Vorletzte Karte: erst „Mau! sagen“ drücken, dann legen.", "Second-to-last card: press “Call Mau!” first, then play."],
  "do.call_mau_mau": ["Letzte Karte: erst „Mau-Mau! sagen“ drücken, dann legen.", "Last card: press “Call Mau-Mau!” first, then play."],
  "do.wait": ["Warte auf die anderen.", "Wait for the others."],
  "btn.draw": ["Karte ziehen", "Draw a card"],
  "btn.take_penalty": ["{n} Karten ziehen", "Draw {n} cards"],
  "btn.take_skip": ["Aussetzen", "Sit out"],
  "btn.take": ["Annehmen", "Accept"],
  "btn.pass": ["Passen", "Pass"],
  "btn.pass_drawn": ["Behalten, weiter", "Keep it, pass"],
  "btn.pass_throw": ["Nicht werfen", "Don't throw"],
  "btn.gamble": ["Zocken!", "Gamble!"],
  "btn.mau": ["Mau! sagen", "Call Mau!"],
  "btn.mau_mau": ["Mau-Mau! sagen", "Call Mau-Mau!"],
  "btn.mau_title": [
    "Vor der vorletzten Karte drücken, dann die Karte legen.",
    "Press before you play your second-to-last card, then play the card.",
  ],
  "btn.mau_mau_title": [
    "Vor der letzten Karte drücken, dann die Karte legen.",
    "Press before you play your last card, then play the card.",
  ],
  "btn.cancel": ["Abbrechen", "Cancel"],
  "btn.start": ["Spiel starten", "Start the game"],
  "btn.next_round": ["Nächste Runde", "Next round"],
  "btn.new_match": ["Neue Partie", "New match"],
  "btn.add_bot": ["Bot setzen", "Add a bot"],
  "btn.remove_bot": ["Bot entfernen", "Remove the bot"],
  "btn.record": ["Partie herunterladen (JSON)", "Download the record (JSON)"],
  "btn.replay": ["Partie nachspielen", "Replay the match"],
  "btn.lobby": ["Neuer Tisch", "New table"],
  "host.heading": ["Du bist Gastgeber", "You are the host"],
  "host.start_hint": ["Starte, sobald alle Plätze besetzt sind.", "Start once every seat is taken."],
  "host.wait": ["Der Gastgeber startet das Spiel.", "The host starts the game."],
  "host.wait_next": ["Der Gastgeber teilt die nächste Runde aus.", "The host deals the next round."],
  "dialog.wish": ["Welche Farbe wünschst du dir?", "Which suit do you wish for?"],
  "dialog.no_wish": ["Ohne Wunsch", "No wish"],
  "dialog.target": ["Mit wem?", "With whom?"],
  "dialog.where": ["Wohin mit {card}?", "Where does {card} go?"],
  "dialog.karussell": ["In welche Richtung dreht das Karussell?", "Which way does the Karussell turn?"],
  "dialog.left": ["nach links (zum linken Nachbarn)", "to the left (to the left neighbour)"],
  "dialog.right": ["nach rechts (zum rechten Nachbarn)", "to the right (to the right neighbour)"],
  "dialog.down": ["Verdeckt als Zwiebel auf deinen Stapel", "Face down as an onion on your pile"],
  "dialog.own_pile": ["Offen auf deinen Stapel", "Face up onto your pile"],
  "dialog.onto": ["Auf den Stapel von {name}", "Onto {name}'s pile"],
  "dialog.strandtuch": ["Mit wessen Stapel tauschen?", "Swap tops with whose pile?"],
  "hd.left": ["linker Nachbar", "left neighbour"],
  "hd.right": ["rechter Nachbar", "right neighbour"],
  "hd.own": ["dein Stapel", "your pile"],
  "hd.height": ["{n} Karten", "{n} cards"],
  "hd.onions": ["{n} Zwiebeln", "{n} onions"],
  "hd.empty": ["leer", "empty"],
  "hd.memory": ["Zwiebeln zählen: aus (Gedächtnis)", "Onion counts hidden (memory mode)"],
  "hd.onion_known": ["Zwiebel: {card}", "Onion: {card}"],
  "end.round": ["Runde vorbei", "Round over"],
  "end.match": ["Partie vorbei", "Match over"],
  "end.winner": ["{name} gewinnt!", "{name} wins!"],
  "end.winners": ["Es gewinnen: {names}", "The winners: {names}"],
  "end.you_win": ["Du gewinnst!", "You win!"],
  "end.blocked": ["Niemand kann mehr ziehen oder legen – Runde blockiert.", "Nobody can draw or play – the round is blocked."],
  "end.points": ["Punkte dieser Runde", "Points this round"],
  "end.totals": ["Gesamt", "Total"],
  "end.hand_value": ["Handwert", "Hand value"],
  "end.onions": ["Zwiebeln", "Onions"],
  "end.lost": ["verloren", "lost"],
  "end.player": ["Spieler", "Player"],
  "replay.heading": ["Partie nachspielen", "Replay the match"],
  "replay.view": ["Sicht", "View"],
  "replay.open": ["Alle Karten offen", "All cards open"],
  "replay.first": ["◀◀ Anfang", "◀◀ Start"],
  "replay.prev": ["◀ Zurück", "◀ Back"],
  "replay.next": ["Weiter ▶", "Forward ▶"],
  "replay.last": ["Ende ▶▶", "End ▶▶"],
  "replay.frame": ["Zug {n} von {total}", "Move {n} of {total}"],
  "replay.hands": ["Hände", "Hands"],
  "deadline": ["noch {n} s", "{n} s left"],
};

const LANGS = ["de", "en"];
let lang = loadLang();
const listeners = [];

export function currentLang() {
  return lang;
}

export function t(key, params = {}) {
  const entry = TEXTS[key];
  let text = entry ? entry[LANGS.indexOf(lang)] : key;
  for (const [name, value] of Object.entries(params)) {
    text = text.replaceAll("{" + name + "}", String(value));
  }
  return text;
}

const LEVELS = {
  random: ["zufällig", "random"], simple: ["einfach", "simple"], easy: ["leicht", "easy"],
  medium: ["mittel", "medium"], hard: ["schwer", "hard"],
};

/** A bot level's name in the current language (unknown levels as they are). */
export function levelName(level) {
  const pair = LEVELS[level];
  return pair ? pair[LANGS.indexOf(lang)] : level;
}

export function cardsText(count) {
  return count === 1 ? t("table.card") : t("table.cards", { n: count });
}

export function setLang(next) {
  if (!LANGS.includes(next) || next === lang) return;
  lang = next;
  saveLang(lang);
  document.documentElement.lang = lang;
  translateStatic(document);
  for (const listener of listeners) listener(lang);
}

export function onLangChange(listener) {
  listeners.push(listener);
}

/** Fills every element marked data-i18n (text) or data-i18n-title (tooltip). */
export function translateStatic(root) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n);
  }
  for (const element of root.querySelectorAll("[data-i18n-title]")) {
    element.title = t(element.dataset.i18nTitle);
  }
}

/** The language button: shows the other language and switches to it. */
export function setupLangButton(button) {
  const show = () => {
    button.textContent = t("lang.switch");
    button.title = t("lang.switch_title");
  };
  button.addEventListener("click", () => setLang(lang === "de" ? "en" : "de"));
  onLangChange(show);
  document.documentElement.lang = lang;
  translateStatic(document);
  show();
}
