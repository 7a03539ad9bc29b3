"""Every text the command line shows, in German (the default) and English.

A message is looked up by key and filled with ``str.format`` fields. A key may have a
second-person form under ``KEY.you`` ("Du spielst" beside "Bot 1 spielt"); card and suit
names live with the card styles in :mod:`maumau.cli.shedding_styles`.
"""

from __future__ import annotations

LANGUAGES = ("de", "en")
DEFAULT_LANGUAGE = "de"

_ENTRIES: tuple[tuple[str, str, str], ...] = (
    # ---------------------------------------------------------------- command line help
    ("cli.description",
     "Mau Mau im Terminal: gegen Bots spielen, Partien nachspielen, Regeln nachlesen, Bots "
     "gegeneinander antreten lassen.",
     "Mau Mau in the terminal: play against bots, replay saved games, read the rules, pit "
     "bots against each other."),
    ("cli.epilog",
     "Beispiele: maumau play --players 3 --preset single · maumau rules classic · "
     "maumau replay partie.json --open",
     "Examples: maumau play --players 3 --preset single · maumau rules classic · "
     "maumau replay game.json --open"),
    ("cli.commands", "Befehle", "commands"),
    ("cli.lang", "Sprache der Ausgabe (de oder en; Standard de)",
     "language of the output (de or en; default de)"),
    ("cli.colour", "Farbe erzwingen, auch wenn die Ausgabe kein Terminal ist",
     "force colour even when the output is not a terminal"),
    ("cli.no_colour", "keine Farben (auch: Umgebungsvariable NO_COLOR, oder kein Terminal)",
     "no colour (also: the NO_COLOR environment variable, or output not a terminal)"),
    ("cli.play", "eine Partie gegen Bots spielen", "play a game against bots"),
    ("cli.play.description",
     "Du spielst an einem Platz, Bots an den anderen. Wähle deine Züge per Nummer oder tippe "
     "die Notation (z. B. 7H, JC/H! = Kreuz-Bube, Herz wünschen, Mau ansagen; draw, take, "
     "pass). q beendet das Spiel.",
     "You play one seat, bots the others. Pick your move by number or type its notation "
     "(e.g. 7H, JC/H! = Jack of Clubs, wish Hearts, call Mau; draw, take, pass). q quits."),
    ("cli.variant", "Spielvariante: {names} (Standard classic; siehe maumau rules)",
     "game variant: {names} (default classic; see maumau rules)"),
    ("cli.players", "Anzahl der Spieler samt dir (Standard 4)",
     "number of players including you (default 4)"),
    ("cli.preset", "benannte Regelvoreinstellung (siehe maumau rules VARIANTE)",
     "named preset of rules (see maumau rules VARIANT)"),
    ("cli.option", "eine Regeloption setzen, z. B. --option jokers=2 (mehrfach möglich)",
     "set a rule option, e.g. --option jokers=2 (repeatable)"),
    ("cli.seed", "Startwert des Zufalls (Standard: zufällig; wird am Ende angezeigt)",
     "random seed (default: a random one; it is printed at the end)"),
    ("cli.bots",
     "Bots der anderen Plätze, durch Komma getrennt, z. B. simple,random,simple; ein Name "
     "gilt für alle (Standard simple; verfügbar: {names})",
     "bots for the other seats, comma-separated, e.g. simple,random,simple; one name serves "
     "all (default simple; available: {names})"),
    ("cli.seat", "dein Platz, 0 bis Spieler-1 (Standard 0)",
     "your seat, 0 to players-1 (default 0)"),
    ("cli.save", "die Partie am Ende (oder beim Beenden) als JSON in FILE speichern",
     "save the game record as JSON to FILE at the end (or when you quit)"),
    ("cli.replay", "eine gespeicherte Partie Zug für Zug zeigen",
     "show a saved game move by move"),
    ("cli.replay.file", "die Partie-Datei (JSON von --save)", "the game record (JSON from --save)"),
    ("cli.replay.seat", "aus der Sicht dieses Platzes zeigen (fremde Hände verdeckt)",
     "show it as this seat saw it (other hands hidden)"),
    ("cli.replay.open", "alle Hände offen zeigen", "show every hand"),
    ("cli.replay.step", "nach jedem Zug auf Enter warten", "wait for Enter after each move"),
    ("cli.rules", "Varianten, Optionen und Voreinstellungen auflisten",
     "list variants, options and presets"),
    ("cli.rules.variant", "nur diese Variante zeigen", "show only this variant"),
    ("cli.rules.json", "maschinenlesbar als JSON ausgeben", "print machine-readable JSON"),
    # ---------------------------------------------------------------- errors
    ("error.line", "maumau: Fehler: {message}", "maumau: error: {message}"),
    ("error.usage", "{message} (Hilfe: {prog} --help)", "{message} (help: {prog} --help)"),
    ("error.option_syntax", "--option erwartet NAME=WERT, nicht {text!r}",
     "--option expects NAME=VALUE, not {text!r}"),
    ("error.seat", "--seat muss zwischen 0 und {last} liegen, nicht {seat}",
     "--seat must be from 0 to {last}, not {seat}"),
    ("error.bots", "--bots nennt {given} Bots, es gibt aber {needed} andere Plätze",
     "--bots names {given} bots, but there are {needed} other seats"),
    ("error.read", "kann {path} nicht lesen: {reason}", "cannot read {path}: {reason}"),
    ("error.write", "kann {path} nicht schreiben: {reason}", "cannot write {path}: {reason}"),
    ("error.record", "die Partie lässt sich nicht nachspielen: {reason}",
     "the record does not replay: {reason}"),
    ("error.no_renderer", "für die Variante {variant} gibt es noch keine Terminal-Darstellung",
     "the terminal cannot show the variant {variant} yet"),
    # ---------------------------------------------------------------- seats and tables
    ("seat.you", "Du", "You"),
    ("seat.you_object", "dir", "you"),
    ("seat.bot", "Bot {seat} ({kind})", "Bot {seat} ({kind})"),
    ("seat.player", "Spieler {seat}", "Player {seat}"),
    ("seat.dealer", "Geber", "dealer"),
    ("seat.header", "Spieler:", "Players:"),
    ("cards.one", "1 Karte", "1 card"),
    ("cards.many", "{count} Karten", "{count} cards"),
    ("table.top", "Ablage: {card}", "Discard: {card}"),
    ("table.wish", "Wunsch: {suit}", "Wish: {suit}"),
    ("table.wish_any", "Wunsch: freie Wahl", "Wish: any card"),
    ("table.pending", "Strafe offen: {cards} ziehen", "Penalty pending: draw {cards}"),
    ("table.talon", "Talon: {cards}", "Talon: {cards}"),
    ("table.clockwise", "Richtung: im Uhrzeigersinn ↻", "Direction: clockwise ↻"),
    ("table.anticlockwise", "Richtung: gegen den Uhrzeigersinn ↺",
     "Direction: anticlockwise ↺"),
    # ---------------------------------------------------------------- actions
    ("act.play", "{card} spielen", "Play {card}"),
    ("act.wish", "{suit} wünschen", "wish {suit}"),
    ("act.no_wish", "ohne Wunsch", "no wish"),
    ("act.target", "Ziel: Platz {seat}", "target: seat {seat}"),
    ("act.mau", "Mau ansagen", "call Mau"),
    ("act.mau_mau", "Mau-Mau ansagen", "call Mau-Mau"),
    ("act.choose", "{suit} wünschen", "Wish {suit}"),
    ("act.choose_target", "Platz {seat} wählen", "Choose seat {seat}"),
    ("act.draw", "Karte ziehen", "Draw a card"),
    ("act.take_penalty", "{cards} Strafe ziehen", "Take the penalty: draw {cards}"),
    ("act.take_skip", "Aussetzen", "Sit out"),
    ("act.take", "Annehmen", "Accept"),
    ("act.pass_drawn", "Gezogene Karte behalten, weiter", "Keep the drawn card and pass"),
    ("act.pass", "Passen", "Pass"),
    ("act.gamble", "Zocken", "Gamble"),
    # ---------------------------------------------------------------- events
    ("ev.deal", "{who} gibt jedem {cards}", "{who} deals {cards} to each player"),
    ("ev.deal.you", "Du gibst jedem {cards}", "You deal {cards} to each player"),
    ("ev.start", "Aufgedeckt: {card}", "Turned up: {card}"),
    ("ev.play", "{who} spielt {card}", "{who} plays {card}"),
    ("ev.play.you", "Du spielst {card}", "You play {card}"),
    ("ev.play_hidden", "{who} legt eine Karte verdeckt", "{who} lays a card face down"),
    ("ev.play_hidden.you", "Du legst eine Karte verdeckt", "You lay a card face down"),
    ("ev.wishes", "wünscht {suit}", "wishes {suit}"),
    ("ev.wishes.you", "wünschst {suit}", "wish {suit}"),
    ("ev.targets", "→ {target}", "→ {target}"),
    ("ev.choice", "({choice})", "({choice})"),
    ("ev.calls_mau", "sagt Mau", "calls Mau"),
    ("ev.calls_mau.you", "sagst Mau", "call Mau"),
    ("ev.calls_mau_mau", "sagt Mau-Mau", "calls Mau-Mau"),
    ("ev.calls_mau_mau.you", "sagst Mau-Mau", "call Mau-Mau"),
    ("ev.choose", "{who} wählt {choice}", "{who} chooses {choice}"),
    ("ev.choose.you", "Du wählst {choice}", "You choose {choice}"),
    ("ev.choose_target", "{who} wählt ein Ziel: {target}", "{who} chooses a target: {target}"),
    ("ev.choose_target.you", "Du wählst ein Ziel: {target}",
     "You choose a target: {target}"),
    ("ev.wish", "{who} wünscht {suit}", "{who} wishes {suit}"),
    ("ev.wish.you", "Du wünschst {suit}", "You wish {suit}"),
    ("ev.draw_seen", "{who} zieht {cards}", "{who} draws {cards}"),
    ("ev.draw_seen.you", "Du ziehst {cards}", "You draw {cards}"),
    ("ev.draw", "{who} zieht {cards}", "{who} draws {cards}"),
    ("ev.draw.you", "Du ziehst {cards}", "You draw {cards}"),
    ("ev.penalty", "{who} zieht {cards} Strafe", "{who} draws {cards} as a penalty"),
    ("ev.penalty.you", "Du ziehst {cards} Strafe", "You draw {cards} as a penalty"),
    ("ev.penalty_seen", "{who} zieht zur Strafe {cards}", "{who} draws {cards} as a penalty"),
    ("ev.penalty_seen.you", "Du ziehst zur Strafe {cards}", "You draw {cards} as a penalty"),
    ("ev.forfeit", "{who} kann nicht ziehen: keine Karten mehr",
     "{who} cannot draw: no cards left"),
    ("ev.forfeit.you", "Du kannst nicht ziehen: keine Karten mehr",
     "You cannot draw: no cards left"),
    ("ev.pass", "{who} passt", "{who} passes"),
    ("ev.pass.you", "Du passt", "You pass"),
    ("ev.skipped", "{who} setzt aus", "{who} sits out"),
    ("ev.skipped.you", "Du setzt aus", "You sit out"),
    ("ev.reversed", "Richtungswechsel", "The direction reverses"),
    ("ev.reshuffle", "Der Ablagestapel wird gemischt: neuer Talon mit {cards}",
     "The discard pile is shuffled into a new talon of {cards}"),
    ("ev.mau_missed", "{who} hat vergessen, Mau zu sagen", "{who} forgot to call Mau"),
    ("ev.mau_missed.you", "Du hast vergessen, Mau zu sagen", "You forgot to call Mau"),
    ("ev.mau_locked",
     "{who} hat vergessen, Mau zu sagen: die letzte Karte bleibt gesperrt",
     "{who} forgot to call Mau: the last card stays locked"),
    ("ev.mau_locked.you",
     "Du hast vergessen, Mau zu sagen: deine letzte Karte bleibt gesperrt, bis du beim "
     "vorletzten Ausspielen Mau sagst",
     "You forgot to call Mau: your last card stays locked until you play a second-to-last "
     "card with the call"),
    ("ev.blocked", "{who} blockt", "{who} blocks"),
    ("ev.blocked.you", "Du blockst", "You block"),
    ("ev.hand_to", "{who} gibt {target} seine Hand: {cards}",
     "{who} gives {target} their hand: {cards}"),
    ("ev.hand_to.you", "Du gibst {target} deine Hand: {cards}",
     "You give {target} your hand: {cards}"),
    ("ev.gift", "{who} schenkt {target} {cards}", "{who} gives {target} {cards}"),
    ("ev.gift.you", "Du schenkst {target} {cards}", "You give {target} {cards}"),
    ("ev.gamble", "{who} zockt und deckt {cards} auf", "{who} gambles and turns up {cards}"),
    ("ev.gamble.you", "Du zockst und deckst {cards} auf", "You gamble and turn up {cards}"),
    ("ev.gamble_nothing", "{who} zockt, aber der Talon ist leer",
     "{who} gambles, but the talon is empty"),
    ("ev.gamble_nothing.you", "Du zockst, aber der Talon ist leer",
     "You gamble, but the talon is empty"),
    ("ev.throw_in", "{who} wirft {card} dazwischen", "{who} throws in {card}"),
    ("ev.throw_in.you", "Du wirfst {card} dazwischen", "You throw in {card}"),
    ("ev.pile", "{who}: {cards}", "{who}: {cards}"),
    ("ev.round_over", "{who} hat keine Karten mehr!", "{who} has no cards left!"),
    ("ev.round_over.you", "Du hast keine Karten mehr!", "You have no cards left!"),
    ("ev.round_end", "Die Runde ist zu Ende.", "The round is over."),
    ("ev.other", "{who}: {kind}", "{who}: {kind}"),
    ("ev.a_card", "eine Karte", "a card"),
    # ---------------------------------------------------------------- the play loop
    ("play.intro", "{title}, {players} Spieler{preset}", "{title}, {players} players{preset}"),
    ("play.seed", "Seed {seed} (nochmal mit --seed {argument})",
     "Seed {seed} (replay with --seed {argument})"),
    ("play.preset", ", Voreinstellung {preset}", ", preset {preset}"),
    ("play.changed", "Geänderte Optionen: {options}", "Changed options: {options}"),
    ("play.round", "Runde {number} · Geber: {dealer}", "Round {number} · dealer: {dealer}"),
    ("play.hand", "Deine Hand: {cards}", "Your hand: {cards}"),
    ("play.hand_empty", "Deine Hand: (leer)", "Your hand: (empty)"),
    ("play.choices", "Du bist dran. Deine Möglichkeiten:", "Your turn. Your options:"),
    ("play.prompt", "Nummer oder Zug (? = Hilfe, q = Ende): ",
     "Number or move (? = help, q = quit): "),
    ("play.help",
     "Tippe die Nummer einer Möglichkeit, oder den Zug in Notation: Karte wie 7H, TS, JC "
     "(Farben D=Karo H=Herz S=Pik C=Kreuz; T=10 J=Bube Q=Dame K=König A=Ass), /H wünscht "
     "Herz, ! sagt Mau; draw zieht, take nimmt die Strafe, pass behält die gezogene Karte. "
     "q beendet das Spiel.",
     "Type the number of an option, or the move in notation: a card like 7H, TS, JC (suits "
     "D=Diamonds H=Hearts S=Spades C=Clubs; T=10 J=Jack Q=Queen K=King A=Ace), /H wishes "
     "Hearts, ! calls Mau; draw draws, take takes the penalty, pass keeps the drawn card. "
     "q quits."),
    ("play.bad_number", "Keine Möglichkeit Nummer {number}: wähle 1 bis {count}.",
     "There is no option {number}: choose 1 to {count}."),
    ("play.illegal", "Nicht erlaubt: {reason}.", "Not allowed: {reason}."),
    ("play.unreadable", "Nicht verstanden: {reason} (? = Hilfe)",
     "Not understood: {reason} (? = help)"),
    ("play.quit", "Spiel beendet.", "Game ended."),
    ("play.eof", "Keine Eingabe mehr: Spiel beendet.", "No more input: game ended."),
    ("play.saved", "Partie gespeichert: {path} (ansehen mit: maumau replay {path})",
     "Game saved: {path} (watch it with: maumau replay {path})"),
    ("play.next_round", "Enter: nächste Runde · q: beenden ", "Enter: next round · q: quit "),
    ("phase.play", "", ""),
    ("phase.after_draw", "Du hast {drawn} gezogen: spielen oder behalten?",
     "You drew {drawn}: play it or keep it?"),
    ("phase.penalty", "Du sollst {pending} Karten ziehen, außer du konterst.",
     "You are to draw {pending} cards unless you counter."),
    ("phase.skip", "Du sollst aussetzen, außer du gibst es weiter.",
     "You are to sit out unless you pass it on."),
    ("phase.choose", "Als Geber bestimmst du den Wunsch für die aufgedeckte Karte.",
     "As the dealer you name the wish for the turned-up card."),
    # ---------------------------------------------------------------- results
    ("result.winner", "Runde {number} vorbei: {who} gewinnt.",
     "Round {number} over: {who} wins."),
    ("result.winner.you", "Runde {number} vorbei: Du gewinnst!",
     "Round {number} over: you win!"),
    ("result.none", "Runde {number} vorbei, ohne Sieger.", "Round {number} over, no winner."),
    ("result.columns", "Handwert  Runde  Gesamt", "In hand  Round  Total"),
    ("result.match_over", "Spielende nach {rounds} Runde(n).",
     "The match is over after {rounds} round(s)."),
    ("result.match_winner", "Gewinner: {names}", "Winner: {names}"),
    ("result.match_winners", "Gewinner: {names}", "Winners: {names}"),
    ("result.and", " und ", " and "),
    # ---------------------------------------------------------------- replay
    ("replay.header", "Aufzeichnung: {title}, {players} Spieler{preset}",
     "Record: {title}, {players} players{preset}"),
    ("replay.seed", ", Seed {seed}", ", seed {seed}"),
    ("replay.spectator", "Ansicht: Zuschauer (keine verdeckten Karten)",
     "View: spectator (no hidden cards)"),
    ("replay.seat", "Ansicht: {name} (fremde Hände verdeckt)",
     "View: {name} (other hands hidden)"),
    ("replay.open", "Ansicht: alle Karten offen", "View: every card open"),
    ("replay.from_position", "Die Partie beginnt in einer gespeicherten Stellung.",
     "The game starts from a saved position."),
    ("replay.hand", "Hand von {name}: {cards}", "{name}'s hand: {cards}"),
    ("replay.unfinished", "Die Aufzeichnung endet mitten in der Runde.",
     "The record ends in the middle of the round."),
    ("replay.step", "[Enter: weiter · q: beenden] ", "[Enter: next · q: quit] "),
    ("replay.stopped", "Wiedergabe beendet.", "Replay stopped."),
    # ---------------------------------------------------------------- rules
    ("rules.variant", "{title} ({name}): {low} bis {high} Spieler",
     "{title} ({name}): {low} to {high} players"),
    ("rules.options", "Optionen (--option NAME=WERT):", "Options (--option NAME=VALUE):"),
    ("rules.kind.bool", "ja/nein", "yes/no"),
    ("rules.kind.int", "Zahl", "number"),
    ("rules.kind.choice", "Auswahl", "choice"),
    ("rules.default", "Standard {value}", "default {value}"),
    ("rules.by_players", "Standard je nach Spielerzahl: {values}",
     "default by player count: {values}"),
    ("rules.players_value", "{value} bei {players}", "{value} for {players}"),
    ("rules.range", "Werte {range}", "values {range}"),
    ("rules.presets", "Voreinstellungen (--preset NAME):", "Presets (--preset NAME):"),
    ("rules.no_changes", "keine Änderungen", "no changes"),
    # ---------------------------------------------------------------- simulate
    ("cli.serve", "die Web-App starten (Standard: http://127.0.0.1:8000, SQLite in ./data)",
     "start the web app (default: http://127.0.0.1:8000, SQLite in ./data)"),
    ("cli.serve.host", "Adresse, an der der Server lauscht", "address the server listens on"),
    ("cli.serve.port", "Port des Servers", "the server's port"),
    ("cli.serve.database_url",
     "SQLAlchemy-URL der Datenbank, z. B. postgresql+psycopg://user@host/db "
     "(Standard: DATABASE_URL, sonst SQLite im Datenordner)",
     "SQLAlchemy URL of the database, e.g. postgresql+psycopg://user@host/db "
     "(default: DATABASE_URL, else SQLite in the data folder)"),
    ("cli.serve.data_dir", "Ordner für die SQLite-Datei", "folder for the SQLite file"),
    ("error.port", "Port {port} gibt es nicht (1–65535)", "there is no port {port} (1–65535)"),
    ("cli.admin", "Verwaltung der Server-Datenbank (ohne laufenden Server)",
     "manage the server's database (no server needs to run)"),
    ("cli.admin.what", "was verwaltet wird", "what to manage"),
    ("cli.admin.broken", "Tische in Quarantäne auflisten (gespeicherte Züge spielen sich "
     "nicht nach)", "list the quarantined tables (stored moves that do not replay)"),
    ("cli.admin.release", "die Quarantäne eines reparierten Tisches aufheben",
     "lift the quarantine of a repaired table"),
    ("admin.none_broken", "Kein Tisch in Quarantäne.", "No table is quarantined."),
    ("admin.released", "Tisch {code} wird wieder bedient.", "Table {code} is served again."),
    ("error.not_broken", "Tisch {code} ist nicht in Quarantäne", "table {code} is not quarantined"),
    ("error.admin_what", "sag, was: --broken oder --release CODE",
     "say what: --broken or --release CODE"),
    ("cli.simulate", "viele Partien Bot gegen Bot auf allen Kernen, mit Statistik",
     "many bot-against-bot games on all cores, with statistics"),
    ("cli.simulate.description",
     "Spielt N Partien einer Regelvariante mit einem Bot je Platz. Die Besetzung wird über "
     "die Plätze rotiert und jedes Blatt in jeder Rotation gespielt (doppelte Deals), damit "
     "Kartenglück Vergleiche nicht verfälscht. Berichtet Siegquoten je Bot und Platz mit "
     "95-%-Intervallen, Punkte und Rundenlängen. Strg-C bricht ab und berichtet das Fertige.",
     "Plays N games of a ruleset with a bot at each seat. The line-up is rotated over the "
     "seats and every deal is played in every rotation (duplicate deals), so that the luck "
     "of the cards does not distort comparisons. Reports win shares per bot and per seat "
     "with 95% intervals, scores and round lengths. Ctrl-C stops and reports what is done."),
    ("cli.sim.variant_pos", "Spielvariante (wie --variant; Standard classic)",
     "game variant (like --variant; default classic)"),
    ("cli.sim.players", "Anzahl der Spieler (Standard 4)", "number of players (default 4)"),
    ("cli.sim.bots",
     "ein Bot je Platz, durch Komma getrennt, z. B. hard,medium,medium,medium; ein Name gilt "
     "für alle (Standard simple; verfügbar: {names})",
     "one bot per seat, comma-separated, e.g. hard,medium,medium,medium; one name serves all "
     "(default simple; available: {names})"),
    ("cli.sim.games",
     "Anzahl der Partien (Standard 1000; aufgerundet auf ganze Deals × Rotationen)",
     "number of games (default 1000; rounded up to whole deals × rotations)"),
    ("cli.sim.jobs", "Anzahl der Prozesse (Standard: alle Kerne, hier {cores})",
     "number of worker processes (default: every core, here {cores})"),
    ("cli.sim.seed", "Startwert des Zufalls (Standard: zufällig; steht im Bericht)",
     "random seed (default: a random one; the report shows it)"),
    ("cli.sim.json", "den Bericht zusätzlich als JSON in FILE schreiben",
     "also write the report as JSON to FILE"),
    ("cli.sim.png", "ein Diagramm der Siegquoten als PNG in FILE schreiben",
     "write a chart of the win shares as PNG to FILE"),
    ("cli.sim.quiet", "keine Fortschrittsanzeige", "no progress bar"),
    ("cli.sim.compare",
     "dieselben Deals zusätzlich mit diesen Optionen spielen und vergleichen, z. B. "
     "play_after_draw=false,jokers=2",
     "also play the same deals with these options and compare, e.g. "
     "play_after_draw=false,jokers=2"),
    ("cli.sim.max_actions",
     "Züge, nach denen eine Runde abgebrochen und als Unentschieden gewertet wird "
     "(Standard {limit})",
     "actions after which a round is stopped and counted as a draw (default {limit})"),
    ("error.sim_bots", "--bots nennt {given} Bots, es gibt aber {needed} Plätze",
     "--bots names {given} bots, but there are {needed} seats"),
    ("error.sim_count", "{flag} muss mindestens 1 sein, nicht {value}",
     "{flag} must be at least 1, not {value}"),
    ("error.sim_variant", "Variante zweimal genannt: {first} und {second}",
     "variant named twice: {first} and {second}"),
    ("error.sim_compare", "--compare-options erwartet NAME=WERT,..., nicht {text!r}",
     "--compare-options expects NAME=VALUE,..., not {text!r}"),
    ("error.sim_failed", "Simulation fehlgeschlagen: {reason}", "simulation failed: {reason}"),
    ("sim.progress", "Partien", "games"),
    ("sim.title", "Simulation: {title}, {players} Spieler{preset}",
     "Simulation: {title}, {players} players{preset}"),
    ("sim.changed", "Geänderte Optionen: {options}", "Changed options: {options}"),
    ("sim.lineup", "Besetzung (rotiert): {lineup}", "Line-up (rotated): {lineup}"),
    ("sim.games",
     "{games} Partien = {deals} Deals × {rotations} Rotation(en) · Seed {seed} · "
     "{jobs} Prozess(e) · {elapsed} s",
     "{games} games = {deals} deals × {rotations} rotation(s) · seed {seed} · "
     "{jobs} process(es) · {elapsed} s"),
    ("sim.interrupted",
     "Abgebrochen (Strg-C): {games} von {planned} Partien fertig, die Zahlen gelten nur für "
     "diese.",
     "Interrupted (Ctrl-C): {games} of {planned} games finished; the figures cover only "
     "those."),
    ("sim.nothing", "Keine Partie fertig: nichts zu berichten.",
     "No game finished: nothing to report."),
    ("sim.col.bot", "Bot", "Bot"),
    ("sim.col.seat", "Platz", "Seat"),
    ("sim.col.seats", "Plätze", "Seats"),
    ("sim.col.wins", "Siege", "Wins"),
    ("sim.col.interval", "95-%-Intervall", "95% interval"),
    ("sim.col.parity", "Parität", "Parity"),
    ("sim.col.score", "Ø Punkte", "Avg. score"),
    ("sim.col.what", "", ""),
    ("sim.col.base", "Basis", "Base"),
    ("sim.col.changed", "Geändert", "Changed"),
    ("sim.col.difference", "Differenz (95 %)", "Difference (95%)"),
    ("sim.bots", "Siege je Bot", "Wins per bot"),
    ("sim.seats", "Siege je Platz", "Wins per seat"),
    ("sim.seat", "Platz {seat}", "Seat {seat}"),
    ("sim.first_mover_label", "Wer die Runde beginnt", "First to move in a round"),
    ("sim.first_mover",
     "Wer eine Runde beginnt, gewinnt sie zu {share} ± {half} (Parität {parity}, "
     "{rounds} Runden)",
     "The seat that moves first wins the round {share} ± {half} of the time (parity "
     "{parity}, {rounds} rounds)"),
    ("sim.lengths", "Runden je Partie: {rounds} · Züge je Runde: {actions}",
     "Rounds per game: {rounds} · actions per round: {actions}"),
    ("sim.rounds_label", "Runden je Partie", "Rounds per game"),
    ("sim.actions_label", "Züge je Runde", "Actions per round"),
    ("sim.draws", "Unentschieden (Sieg geteilt): {count} Partie(n)",
     "Draws (win shared): {count} game(s)"),
    ("sim.capped",
     "{count} Runde(n) nach {limit} Zügen abgebrochen und als Unentschieden gewertet",
     "{count} round(s) stopped after {limit} actions and counted as draws"),
    ("sim.verdict.beats", "{bot} schlägt {others}: {share} ± {half} der Siege, Parität {parity}",
     "{bot} beats {others}: {share} ± {half} of wins, parity {parity}"),
    ("sim.verdict.loses",
     "{bot} unterliegt {others}: {share} ± {half} der Siege, Parität {parity}",
     "{bot} loses to {others}: {share} ± {half} of wins, parity {parity}"),
    ("sim.verdict.level",
     "{bot} und {others} ohne klaren Unterschied: {share} ± {half} der Siege, Parität "
     "{parity}",
     "{bot} and {others} show no clear difference: {share} ± {half} of wins, parity "
     "{parity}"),
    ("sim.verdict.few", "{bot} gegen {others}: {share} der Siege, Parität {parity} (zu wenige "
     "Deals für ein Intervall)",
     "{bot} against {others}: {share} of wins, parity {parity} (too few deals for an "
     "interval)"),
    ("sim.and", " und ", " and "),
    ("sim.method",
     "Intervalle: 95 %, Cluster je Deal (alle Rotationen eines Blatts zusammen); ein "
     "Unentschieden teilt den Sieg unter allen Plätzen.",
     "Intervals: 95%, clustered by deal (all rotations of one deal together); a draw shares "
     "the win among all seats."),
    ("sim.compare_title", "Vergleich: Basis gegen {changes}, dieselben Deals",
     "Comparison: base against {changes}, same deals"),
    ("sim.compare_verdict.up",
     "Mit {changes} gewinnt, wer beginnt, häufiger: {difference} (95 %)",
     "With {changes} the first mover wins more often: {difference} (95%)"),
    ("sim.compare_verdict.down",
     "Mit {changes} gewinnt, wer beginnt, seltener: {difference} (95 %)",
     "With {changes} the first mover wins less often: {difference} (95%)"),
    ("sim.compare_verdict.level",
     "Mit {changes} ändert sich der Vorteil des Beginnenden nicht erkennbar: {difference} "
     "(95 %)",
     "With {changes} the first mover's advantage shows no clear change: {difference} (95%)"),
    ("sim.chart.title", "Siegquoten mit 95-%-Intervallen", "Win shares with 95% intervals"),
    ("sim.chart.parity", "Parität", "parity"),
    ("sim.chart.first", "Beginner", "first mover"),
    ("sim.chart.subtitle", "{players} Spieler, {games} Partien",
     "{players} players, {games} games"),
    ("sim.written", "Geschrieben: {path}", "Written: {path}"),
)

MESSAGES: dict[str, dict[str, str]] = {
    key: {"de": de, "en": en} for key, de, en in _ENTRIES
}


class Texts:
    """The catalogue in one language: ``texts("key", field=value)``."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; valid: {', '.join(LANGUAGES)}")
        self.lang = lang

    def __call__(self, key: str, **fields: object) -> str:
        return MESSAGES[key][self.lang].format(**fields)

    def has(self, key: str) -> bool:
        return key in MESSAGES

    def personal(self, key: str, you: bool, **fields: object) -> str:
        """The ``KEY.you`` form when speaking to the reader and it exists, else ``KEY``."""
        if you and key + ".you" in MESSAGES:
            key += ".you"
        return self(key, **fields)

    def cards(self, count: int) -> str:
        """``1 Karte`` / ``3 Karten``."""
        return self("cards.one") if count == 1 else self("cards.many", count=count)
