# en: errors messages — what can go wrong with an event file or an input file, worded at the
# edge (src/i18n/errors.rs). $path, $file: the file concerned; $detail: the system's own words.

errors-not-found = { $path }: no such event file (use `arbiter init` to create one)
errors-exists = { $path }: already exists; not overwriting it
errors-not-regular = { $path }: is { $kind }, not a regular file; an event file must be one (nothing opened)
errors-not-sqlite = { $path }: not an SQLite file ({ $detail }); it is not an arbiter event file, nothing opened
errors-not-arbiter = { $path }: an SQLite file, but not an arbiter event file ({ $detail }); nothing opened
errors-too-new = { $path }: made by a newer arbiter (schema { $found }, this one knows { $known }); file left untouched
errors-read-only = { $path }: read-only ({ $detail }); nothing written
errors-disk-full = { $path }: disk full (or the file reached its size limit); nothing written
errors-locked = { $path }: locked by another process for more than { $ms } ms; nothing written — try again
errors-cannot-open = { $path }: cannot open ({ $detail })
errors-conflict-shorter = board { $board } has only { $last } events, not { $expect } — review and retry
errors-conflict-changed = board { $board } changed: { $what } by { $who } at { $when }{ $earlier ->
    [0] {""}
    [one] {" "}(and { $earlier } earlier change since #{ $expect })
   *[other] {" "}(and { $earlier } earlier changes since #{ $expect })
} — review and retry
errors-no-board = { $path }: there is no board { $board }
errors-out-of-range = { $path }: { $detail }; nothing written
errors-board-exists = { $path }: board { $board } exists already
errors-corrupt = { $path }: damaged: { $detail }
errors-system = { $path }: { $detail }

errors-at-line = { $file } line { $line }
errors-at-column = { $file } line { $line }: column { $column }
errors-located = { $at }: { $message }
errors-export = cannot write the game: { $message }

errors-fen-syntax = not a FEN: { $part ->
    [board] the board part is wrong
    [turn] the side to move is wrong
    [castling] the castling part is wrong
    [ep] the en passant square is wrong
    [halfmoves] the halfmove clock is wrong
    [fullmoves] the fullmove number is wrong
   *[other] not the six fields of a FEN
} in { $text }
errors-fen-impossible = impossible position: { $detail }
errors-fen-empty-board = no pieces on the board
errors-fen-missing-king = a king is missing
errors-fen-too-many-kings = a side has more than one king
errors-fen-pawns-on-backrank = a pawn on the first or the last rank
errors-fen-castling = castling rights that the position does not allow
errors-fen-ep = an en passant square that the position does not allow
errors-fen-opposite-check = the side not to move is in check
errors-fen-impossible-check = a check that no legal move can have given
errors-fen-too-much-material = more material than promotions can give
errors-fen-other = not a position of standard chess
errors-pgn-unreadable = cannot read PGN: { $detail }

errors-time-control = time control { $text }: { $why }
errors-tc-empty = empty time control (write e.g. 40/5400+30:1800+30, 900+10, or a preset: { $presets })
errors-tc-bad-time = period { $period }: { $part } is not a time (seconds, or a number with h, m, min or s; at most 3 decimals)
errors-tc-bad-moves = period { $period }: { $part } is not a number of moves
errors-tc-bad-from-move = period { $period }: { $part } is not a move number to start the increment from
errors-tc-ambiguous-slash = period { $period }: { $part } gives both sides of '/' a unit; write MOVES/TIME (40/90m) or TIME/MOVES (90m/40)
errors-tc-shorthand = period { $period }: { $part } has two '+'; the shorthand 90/40+30+30s is written 90m/40+30s:30m+30s (or the preset fide-standard), in PGN 40/5400+30:1800+30
errors-tc-unexpected = period { $period }: unexpected { $part }
errors-tc-zero-moves = period { $period }: a period of 0 moves
errors-tc-missing-moves = period { $period }: { $part } is not the last period, so it needs a move count (MOVES/TIME)
errors-tc-last-with-moves = period { $period }: { $part } is the last period, so it cannot have a move count; add the period for the remaining moves (e.g. { $bare }:1800)
errors-tc-no-time = period 1: { $part } gives no time at all to start with
errors-tc-unknown = { $part } is neither a time control nor a preset ({ $presets })

errors-no-key-file = { $file }: no such key file
errors-no-free-board = no board number is free after board { $highest } (board numbers go from 1 to { $max }); give one with --number

# Pairings files (CSV, PGN), feeds and exports. $found: the text found; $side: White | Black (the PGN tag).
errors-no-pairings = no pairings in the file
errors-expected-round = expected a round number, found '{ $found }'
errors-expected-board = expected a board number, found '{ $found }'
errors-csv-quotes = the quotes of this row do not pair up: a quoted field opened on line { $line } is not closed, or a quote stands inside an unquoted field, a space before it included (quote the whole field, the quote first, and double its quotes)
errors-csv-unreadable = the file cannot be read as CSV: { $reason }
errors-csv-no-column = the header has no { $column } column
errors-csv-no-round = the file has no round column: give the round (--round R)
errors-csv-no-board = the row has no board number
errors-csv-no-players = the row needs a white and a black player
errors-pgn-bad-round = Round "{ $round }": expected "R.B" (round.board) or "R"
errors-pgn-no-round = the game has no Round tag: give the round (--round R)
errors-pgn-bad-board = Board "{ $board }": expected a board number
errors-pgn-no-player = round { $round } board { $board }: no { $side } player
errors-pgn-no-games = no games in the PGN
errors-pgn-no-games-of-round = no games of round { $round } in the PGN
errors-pgn-no-game = no game in the file
errors-pgn-too-long = more than { $max } moves: not a game
errors-pgn-more-than-one = more than one game in the file: import one game per board
errors-feed-too-many-games = more than { $max } games: not a feed of one round
errors-feed-too-long = game { $game }: more than { $max } plies
errors-feed-variant = game { $game }: variant { $variant } is not supported: this arbiter judges standard chess and Chess960 (Guidelines II)
errors-board-variant = board { $board }: variant { $variant } is not one this arbiter knows
errors-export-result = round { $round } board { $board }: '{ $result }' is not a PGN result (1-0, 0-1, 1/2-1/2 or *)
errors-export-fen = round { $round } board { $board }: FEN '{ $fen }': { $error }
errors-export-san = round { $round } board { $board }: '{ $san }' is not a SAN move
errors-export-round-zero = rounds are numbered from 1
errors-export-no-start-numbers = round { $round } board { $board }: no starting-rank numbers (the pairings were not imported from a TRF)
errors-import-conflict = round { $round } board { $board }: the event has { $existing }, the file { $incoming } ({ $started ->
    [yes] the game has started, nothing is overwritten
   *[no] different players; use --replace to change a board not yet started
})

# TRF16 (FIDE) and pairings checks. $start: a starting-rank number.
errors-expected-fide-id = expected a FIDE id (digits), found '{ $found }'
errors-expected-rating = expected a rating (0–3500), found '{ $found }'
errors-pairing-round-zero = round 0: rounds are numbered from 1
errors-pairing-board-zero = board 0: boards are numbered from 1
errors-pairing-no-name = round { $round } board { $board }: a player has no name
errors-pairing-board-twice = round { $round } board { $board } is paired twice (first on line { $first })
errors-pairing-against-self = round { $round } board { $board }: { $player } is paired against themself
errors-pairing-player-twice = round { $round }: { $player } is paired twice (also on line { $first })
errors-trf-expected-rounds = expected a number of rounds, found '{ $found }'
errors-trf-expected-start = expected a starting-rank number, found '{ $found }'
errors-trf-expected-opponent = expected an opponent's starting-rank number, found '{ $found }'
errors-trf-expected-colour = expected a colour (w, b or -), found '{ $found }'
errors-trf-expected-result = expected a result code, found '{ $found }'
errors-trf-expected-points = expected points like 1.0, found '{ $found }'
errors-trf-expected-class = expected a result class (W, D, L, A, P, X), found '{ $found }'
errors-trf-expected-bye = expected a bye type (F, H or Z), found '{ $found }'
errors-trf-expected-blank = expected a blank, found '{ $found }' (round { $round } columns are misaligned)
errors-trf-no-name = the player has no name
errors-trf-no-colour = round { $round }: an opponent but no colour
errors-trf-start-twice = starting-rank number { $start } is used twice (first on line { $first })
errors-trf-unknown-opponent = round { $round }: opponent { $opponent } is not in the player list
errors-trf-unknown-player = player { $player } is not in the player list
errors-trf-not-paired-back = round { $round }: { $player } ({ $start }) is paired with { $opponent } ({ $opponent_start }), whose record (line { $line }) does not pair them back with the other colour
errors-trf-results-mismatch = round { $round }: the results of { $player } and { $opponent } (line { $line }) do not make one game's score
errors-trf-bye-and-paired = round { $round }: { $player } ({ $start }) has a bye here but is paired on line { $line }
errors-trf-no-round-paired = no round is paired in the TRF
errors-trf-round-not-paired = round { $round } is not paired in the TRF

# What is damaged in an event file (after "FILE: damaged: ") and what `arbiter check` finds.
errors-corrupt-language = settings: { $text } is not a language arbiter speaks: en, es or ru
errors-corrupt-edition = settings: unknown laws edition { $edition }
errors-corrupt-round-date = round { $round }: date { $value }
errors-corrupt-round-time = round { $round }: time { $value }
errors-corrupt-bye-kind = round { $round }: bye kind { $value }
errors-corrupt-encode = cannot encode event: { $error }
errors-corrupt-missing-event = board { $board }: event { $seq } missing
errors-corrupt-unreadable-event = board { $board } event { $seq }: unreadable ({ $error })
errors-corrupt-backup = backup failed its integrity check: { $result }
errors-corrupt-foreign-key = foreign key: table { $table } row { $row }
errors-corrupt-gap = board { $board }: { $count } events but sequence numbers up to { $max }
errors-corrupt-refers-later = board { $board } event { $seq }: refers to #{ $target }, not an earlier event
errors-corrupt-migration = migration failed: { $error }
errors-not-a-key = not an event key ({ $digits } hexadecimal digits expected)

# Why a file is not an event file (in the parentheses of errors-not-sqlite, errors-not-arbiter,
# errors-read-only) and what a path that is not a regular file is (errors-not-regular).
errors-detail-empty = the file is empty
errors-detail-no-header = no SQLite header
errors-detail-no-schema = no schema version
errors-detail-no-write = no write permission on the file
errors-kind-directory = a directory
errors-kind-fifo = a FIFO (named pipe)
errors-kind-socket = a socket
errors-kind-char-device = a character device
errors-kind-block-device = a block device
errors-kind-other = not a regular file
errors-trf-no-players = no player records (001) in the TRF
errors-player-no-name = a player needs a name

# What the operating system or SQLite said, worded in the reader's language (the system's own
# text is English whatever the locale; it is shown only where no kind below covers it).
errors-os-code = { $what } (system error { $code })
errors-os-other = system error: { $system }
errors-os-not-found = no such file or directory
errors-os-permission-denied = permission denied
errors-os-read-only-fs = read-only file system
errors-os-storage-full = no space left on the device
errors-os-file-too-large = file too large
errors-os-is-a-directory = is a directory
errors-os-not-a-directory = not a directory
errors-os-already-exists = the file exists already
errors-os-invalid-data = invalid data (not UTF-8 text)
errors-os-unexpected-eof = unexpected end of file
errors-os-timed-out = timed out
errors-os-connection-refused = connection refused
errors-os-unreachable = network or host unreachable
errors-sqlite-code = { $what } (SQLite code { $code })
errors-sqlite-other = SQLite: { $system }
errors-sqlite-read-only = attempt to write a read-only database
errors-sqlite-cannot-open = unable to open the database file
errors-sqlite-permission-denied = access permission denied
errors-sqlite-not-a-database = the file is not a database
errors-sqlite-corrupt = the database disk image is malformed
errors-sqlite-io = disk input/output error
errors-sqlite-full = the database or disk is full
errors-sqlite-busy = the database is locked
errors-sqlite-constraint = a constraint of the database failed
errors-sqlite-too-big = string or blob too big
errors-sqlite-no-memory = out of memory

text-control-character = { $field } { $text } contains the control character { $code }; it must be one line of plain text
text-invisible-character = { $field } { $text } contains the invisible character { $code }, which makes it look like another name; type it without
text-field-white = White's name
text-field-black = Black's name
text-field-player = player's name
text-field-title = player's title
text-field-federation = player's federation
errors-trf-team-file = this is a team tournament's TRF (record { $record }): arbiter runs individual events; pair team events in the team pairing program
errors-trf-scoring-not-standard = record 162 gives { $class } { $found } points, not { $expected }: arbiter scores a win 1, a draw ½, a loss or an absence 0 and a pairing-allocated bye 1 (Art. 10.1), and imports no other scoring
