# en: tui messages — the terminal app (src/tui). Article numbers are never translated.
# $side is "white" or "black": each message chooses its word.

## Sides

tui-side = { $side ->
    [white] White
   *[black] Black
}
tui-side-letter = { $side ->
    [white] W
   *[black] B
}
tui-side-player = { $side ->
    [white] White
   *[black] Black
} ({ $name })
tui-art = (Art. { $article })
tui-only = only: { $filter }

## Keys: the bar and the help

tui-key-open = open
tui-key-jump-to-board = jump to board
tui-key-needs-attention = needs attention
tui-key-sort = sort
tui-key-start-round = start round
tui-key-pause-resume-all = pause/resume all
tui-key-previous-board = previous board
tui-key-close-round = close round (checklist)
tui-key-ledger = claims-ahead ledger
tui-key-ledger-up = scroll the ledger up
tui-key-ledger-down = scroll the ledger down
tui-key-previous-round = previous round
tui-key-next-round = next round
tui-key-next-board = next board
tui-key-page-up = page up
tui-key-page-down = page down
tui-key-first-board = first board
tui-key-last-board = last board
tui-key-erase-a-digit = erase a digit
tui-key-clear-jump-filter = clear jump / filter
tui-key-move = move
tui-key-press-clock = press clock
tui-key-claim = claim
tui-key-offer = offer
tui-key-pause-resume = pause/resume
tui-key-adjust = adjust
tui-key-illegal = illegal
tui-key-penalty = penalty
tui-key-result = result
tui-key-hall = hall
tui-key-start-clock = start clock
tui-key-set-clocks = set clocks
tui-key-note = note
tui-key-import-ruling = ruling file (III.6.2)
tui-key-take-back-the-last-action = take back the last action
tui-key-flip-board = flip board
tui-key-this-board-only-all = this board only / all
tui-key-kind = kind
tui-key-open-board = open board
tui-key-newer = newer
tui-key-older = older
tui-key-incidents = incidents
tui-key-help = help
tui-key-quit = quit
tui-key-quit-from-anywhere = quit (from anywhere)
tui-key-close = close
tui-key-yes-record-it = yes, record it
tui-key-no = no
tui-key-record = record
tui-key-cancel = cancel
tui-key-erase = erase
tui-key-type = type
tui-key-choose = choose
tui-key-previous = previous
tui-key-next = next
tui-key-choose-by-number = choose by number

tui-keyname-space = space
tui-keyname-enter = enter
tui-keyname-esc = esc
tui-keyname-up = up
tui-keyname-down = down
tui-keyname-pgup = pgup
tui-keyname-pgdn = pgdn
tui-keyname-home = home
tui-keyname-end = end
tui-keyname-bksp = bksp
tui-keyname-tab = tab
tui-keyname-ctrl = ctrl-{ $key }
tui-keyname-any = a-z…
tui-keyname-any-ascii = a-z...

tui-help-title = Keys: { $context }
tui-context-everywhere = everywhere
tui-context-hall = hall
tui-context-board = board
tui-context-incidents = incidents
tui-context-help = help
tui-context-confirm = confirm
tui-context-typing = typing
tui-context-choose = choose

## The hall

tui-hall-boards = { $count ->
    [one] { $count } board
   *[other] { $count } boards
}
tui-hall-attention = { $count ->
    [one] { $count } needs attention
   *[other] { $count } need attention
}
tui-hall-sort = sort: { $sort }
tui-hall-range = { $from }{ $dash }{ $to } of { $total }
tui-hall-jump = board { $number }
tui-jump-no-board = There is no board { $number } in this round.
tui-hall-loading = { $count } more loading…
tui-hall-none-need-attention = No board needs attention. (f shows all boards)
tui-hall-empty = No boards in this event yet. Add them from a shell, with this event file:
    {"  "}arbiter import pairings ROUND.trf    (or .pgn, .csv from the pairing program)
    {"  "}arbiter board add --white NAME --black NAME
    The hall shows them as soon as they are added.
tui-sort-board = board
tui-sort-attention = attention first
tui-sort-clock = least time first

tui-col-white = White
tui-col-black = Black
tui-col-white-clock = White
tui-col-black-clock = Black
tui-col-last-move = Last move
tui-col-last-move-short = Last
tui-col-status = Status
tui-col-alerts = Alerts
tui-period = P{ $period }

tui-status-ready = ready
tui-status-not-started = not started
tui-status-running = running
tui-status-paused = paused
tui-status-flag = FLAG { $side }

tui-alert-draw = DRAW: { $what } ({ $article })
tui-alert-win = { $result }: { $what } ({ $article })
tui-alert-flag = { $note } (Art. { $article })
tui-alert-play-on = go on
tui-alert-flag-judging = flag fallen: judging (Art. 6.9)…
tui-alert-claim = claim by { $side ->
    [white] White
   *[black] Black
} waiting
tui-alert-claim-short = CLAIM { $side }
tui-alert-default-time = Art. 6.7.1: default time passed, game not started
tui-alert-default-time-short = 6.7.1
tui-alert-due = decision due: { $what }
tui-alert-due-short = DUE
tui-alert-offer = (=) offered by { $side ->
    [white] White
   *[black] Black
}
tui-alert-illegal = illegal moves W { $white } B { $black }
tui-alert-illegal-short = ill { $white }/{ $black }

# The rules that end a game (the fold's names).
tui-end-checkmate = checkmate
tui-end-stalemate = stalemate
tui-end-fivefold = fivefold
tui-end-seventy-five-moves = seventy-five moves
tui-end-dead-position = dead position

## The board

tui-board-none-open = No board open
tui-board-n = Board { $number }
tui-board-move-period = move { $move } P{ $period }
tui-board-moves = Moves
tui-board-ledger = Claims ahead, repeated positions (L: moves)
tui-board-no-moves = no moves yet
tui-board-incidents = Incidents
tui-board-no-incidents = none

## Incidents

tui-incidents-title = Incidents
tui-incidents-newest-first = newest first
tui-incidents-all = all boards, all kinds
tui-incidents-nothing = Nothing recorded yet.
tui-filter-board = board { $number }
tui-filter-attention = needs attention
tui-col-time = Time
tui-col-board = Bd
tui-col-kind = Kind
tui-col-by = By
tui-col-what = What
tui-kind-claim = claim
tui-kind-decision = decision
tui-kind-penalty = penalty
tui-kind-illegal = illegal
tui-kind-offer = offer
tui-kind-result = result
tui-kind-clock = clock
tui-kind-flag = flag
tui-kind-note = note
tui-kind-takeback = takeback

## Status line

tui-cancelled = Cancelled: nothing recorded.
tui-recorded = Board { $number }: recorded { $what }.
tui-did-move = the move { $san }{ $offer ->
    [yes] {" "}with a draw offer
   *[no] {""}
}
tui-did-clock = clock { $action ->
    [start] started
    [press] pressed
    [pause] paused
    [resume] resumed
    [adjust] adjusted
   *[set] set
}
tui-did-offer = the draw offer
tui-did-agreed = the draw by agreement
tui-did-declined = the declined offer
tui-did-claim = the claim: the clocks stop until the ruling (Art. 9.5)
tui-did-claim-upheld = the claim, upheld: draw
tui-did-claim-rejected = the claim, rejected: time added to the opponent
tui-did-illegal = the illegal move
tui-did-penalty = the penalty
tui-did-result = the result { $score }
tui-did-note = the note
tui-did-import-ruling = the designated arbiter's ruling
tui-did-takeback = the takeback of #{ $seq }
tui-did-guidelines-claim = the claim: { $what }
tui-did-ruling = the ruling: { $ruling ->
    [upheld] upheld
    [rejected] rejected
   *[postponed] postponed
}{ $result ->
    [none] {""}
   *[other] , { $result }
}
tui-due-postponed = { $what } (postponed)
tui-last-action = #{ $seq } { $what } ({ $who }, { $time })
tui-last-action-with = { $action } and what was recorded with it (#{ $first }–{ $last })

## Round

tui-hall-round-checks = !{ $count }
tui-help-round-checks = N things on the round checklist (title line; S, C list them)
tui-round-start-checks = { $count ->
    [0] Round checklist: nothing to check before the start.
    [one] Round checklist: 1 thing to check before the start:
   *[other] Round checklist: { $count } things to check before the start:
}
tui-round-close-title = Close the round
tui-round-close = { $count ->
    [0] Round checklist: nothing left open. Close the round and show the next one?
    [one] Round checklist: 1 thing left open. Close the round anyway and show the next one?
   *[other] Round checklist: { $count } things left open. Close the round anyway and show the next one?
}
tui-round-check-more = … and { $count } more (arbiter round)
tui-round-closed = { $count ->
    [0] Round closed, nothing left open.
    [one] Round closed with 1 thing left open (arbiter round lists it).
   *[other] Round closed with { $count } things left open (arbiter round lists them).
}
tui-round-all-started = Every clock of the round has started already.
tui-round-title = Start the round
tui-round-start = Start { $side ->
    [black] Black's clock
    [mixed] the clock of the side to move
   *[white] White's clock
} on { $count } boards (Art. 6.5): { $boards }.
tui-round-first = First: board { $number } { $players }.
tui-pause-none = No clock runs and none is paused.
tui-loading-wait = { $count ->
    [one] { $count } board of the round is still being read: try again in a moment.
   *[other] { $count } boards of the round are still being read: try again in a moment.
}
tui-pause-all-title = Pause every clock
tui-resume-all-title = Resume every clock
tui-pause-all = Pause the clocks of { $count } boards (Art. 6.11.1): { $boards }.
tui-resume-all = Resume the clocks of { $count } boards (Art. 6.11.1): { $boards }.

## Take back

tui-takeback-title = Take back
tui-takeback = Board { $number } ({ $players }): take back the last action,
    { $what }?
    It stays in the log as taken back.
tui-takeback-nothing = Board { $number }: nothing to take back.

## Moves

tui-move-title = Board { $number }: { $side ->
    [white] White
   *[black] Black
}'s move { $label }
tui-move-prompt = SAN:
tui-move-legal = legal: { $label }{ $offer ->
    [yes] {" "}with a draw offer (=)
   *[no] {""}
}
tui-move-not-san = not a move in SAN: { $text }
tui-move-illegal = { $label }: illegal: not a legal move for { $side ->
    [white] White
   *[black] Black
} here
tui-move-ambiguous = { $label }: ambiguous, more than one { $side ->
    [white] White
   *[black] Black
} move matches

## Claims (Art. 9.2, 9.3, Guidelines III)

tui-claim-choice-repetition = threefold repetition (Art. 9.2)
tui-claim-choice-fifty = fifty moves (Art. 9.3)
tui-claim-choice-increment = extra 5 s increment for both (Guidelines III.4)
tui-claim-choice-cannot-win = opponent cannot win by normal means (III.5)
tui-claim-choice-no-effort = opponent makes no effort to win by normal means (III.5)
tui-claim-title = Board { $number }: { $side ->
    [white] White
   *[black] Black
}'s claim
tui-claim-draw-title = Board { $number }: { $side ->
    [white] White
   *[black] Black
}'s draw claim (Art. 9.2, 9.3)
tui-claim-written-prompt = Written move (empty if the position is on the board):
tui-claim-no-written = no written move: the position on the board is claimed
tui-claim-written-illegal-hold = illegal ({ $error }): the claim is incorrect; then { $hold }
tui-claim-written-illegal-stuck = illegal ({ $error }): the claim is incorrect; the piece has no legal move (Art. 4.5)
tui-claim-increment-confirm = { $side ->
    [white] White
   *[black] Black
} asks for an extra 5 s increment for both; this is also a draw offer (III.4). Record the request and stop the clock?
tui-claim-guidelines-confirm = { $side ->
    [white] White
   *[black] Black
} claims: { $what }. Record the claim and stop the clock?
tui-claim-guidelines-title = Guidelines III
tui-claim-then = Then { $what }.
tui-claim-correct-title = Claim correct
tui-claim-incorrect-title = Claim incorrect
tui-claim-uphold = Uphold { $side ->
    [white] White
   *[black] Black
}'s claim on board { $number }: draw, 1/2-1/2 (Art. 9.5.2)?
tui-claim-reject = Reject { $side ->
    [white] White
   *[black] Black
}'s claim on board { $number }: add { $time } to { $opponent ->
    [white] White
   *[black] Black
}'s clock (Art. 9.5.3)?

## Rulings (Guidelines III.4, III.5, III.6)

tui-ruling-title = Board { $number }: ruling on { $side ->
    [white] White
   *[black] Black
}'s claim
tui-ruling-claim = { $side ->
    [white] White
   *[black] Black
}'s claim: { $what }{ $postponed ->
    [yes] {" "}— postponed
   *[no] {""}
}
tui-ruling-grant = grant: 5 s increment for both from now on, +2:00 to { $opponent ->
    [white] White
   *[black] Black
} (III.4)
tui-ruling-refuse = refuse the request (III.4)
tui-ruling-referred-uphold = uphold: draw 1/2-1/2 (III.6.2)
tui-ruling-referred-reject = reject: { $opponent ->
    [white] White
   *[black] Black
} wins, { $result } (III.6.2)
tui-ruling-postponed-agree = agree now: draw 1/2-1/2 (III.5)
tui-ruling-postponed-lost = reject: { $side ->
    [white] White
   *[black] Black
} lost on time, { $result } (III.5.2)
tui-ruling-postponed-continue = reject, play continues (III.5.2)
tui-ruling-agree = agree: draw 1/2-1/2 (III.5.1)
tui-ruling-postpone = postpone the decision (III.5.2)
tui-ruling-postpone-time = postpone, +2:00 to { $opponent ->
    [white] White
   *[black] Black
} (III.5.2)
tui-ruling-reject = reject: +2:00 to { $opponent ->
    [white] White
   *[black] Black
} (III.5.3)
tui-ruling-record = Record on board { $number }: { $ruling }?
tui-ruling-confirm-title = Ruling
tui-facts-material = Material: White { $white }, Black { $black }.
tui-facts-analysis = Analysis: { $analysis }.
tui-facts-time = { $at } plies at the claim, { $since } since{ $clocks ->
    [yes] ; clocks then White { $white }, Black { $black }
   *[no] {""}
}.
tui-facts-opponent = Opponent: { $what }.

## Clocks (Art. 6.10.2)

tui-clock-adjust-whose = Board { $number }: adjust whose clock?
tui-clock-adjust-title = Board { $number }: adjust { $side ->
    [white] White
   *[black] Black
}'s clock
tui-clock-adjust-prompt = Amount (+m:ss or -seconds):
tui-clock-set-title = Board { $number }: set both clocks (Art. 6.10.2)
tui-clock-set-prompt = White Black (h:mm:ss h:mm:ss):
tui-clock-set-example = e.g. 1:25:00 1:20:30
tui-clock-set-reading = White { $white } Black { $black }
tui-clock-set-two = write both times: White's then Black's, e.g. 1:25:00 1:20:30
tui-clock-amount-example = e.g. +2:00, -30, +1:00
tui-clock-amount-add = add { $time }
tui-clock-amount-take = take { $time }
tui-clock-not-amount = not a time: { $text } ({ $why })
tui-clock-below-zero = { $side ->
    [white] White
   *[black] Black
}'s clock shows { $shows }: taking { $take } would leave it below zero
tui-clock-adjust-confirm-title = Adjust clock
tui-clock-add-confirm = Add { $time } to { $side ->
    [white] White
   *[black] Black
}'s clock ({ $name }) on board { $number } (Art. 6.10.2)?
tui-clock-take-confirm = Take { $time } from { $side ->
    [white] White
   *[black] Black
}'s clock ({ $name }) on board { $number } (Art. 6.10.2)?
tui-clock-set-confirm-title = Set clocks
tui-clock-set-confirm = Set the clocks on board { $number }: White { $white }, Black { $black } (Art. 6.10.2)?

## Draw offers (Art. 9.1.2)

tui-offer-who = Board { $number }: who offers a draw (Art. 9.1.2)?
tui-offer-by = { $side ->
    [white] White
   *[black] Black
} ({ $name }) offers
tui-offer-by-consent = { $side ->
    [white] White
   *[black] Black
} ({ $name }) offers, with the arbiter's consent (Art. 9.1.1)
tui-offer-title = Board { $number }: { $side ->
    [white] White
   *[black] Black
}'s draw offer
tui-offer-accepts = { $side ->
    [white] White
   *[black] Black
} accepts: draw (Art. 9.1.2)
tui-offer-declines = { $side ->
    [white] White
   *[black] Black
} declines
tui-offer-agreed-title = Draw agreed
tui-offer-agreed = Record the draw by agreement on board { $number } ({ $players }): 1/2-1/2 (Art. 9.1.2)?

## Illegal moves (Art. 7.5)

tui-illegal-title = Board { $number }: illegal move by (Art. 7.5)
tui-illegal-confirm-title = Illegal move
tui-illegal-which = Board { $number }: { $count ->
    [1] first
    [2] second
    [3] third
   *[other] another
} illegal move by { $side ->
    [white] White
   *[black] Black
}.
tui-illegal-add = Add { $time } to { $opponent ->
    [white] White
   *[black] Black
}'s clock (Art. 7.5.5)?
tui-illegal-finding = { $reason } (Art. { $article }).
tui-illegal-look = Look at the position, then record the result ({ $result }?) yourself.
tui-illegal-record = Record the illegal move?
tui-illegal-record-result = Record the result { $result }?

## Penalties (Art. 12.9)

tui-penalty-warning = warning (12.9.1)
tui-penalty-opponent-time = more time to the opponent (12.9.2)
tui-penalty-offender-time = less time to the offender (12.9.3)
tui-penalty-opponent-points = opponent's points raised to the maximum (12.9.4)
tui-penalty-offender-points = offender's points reduced (12.9.5)
tui-penalty-game-lost = game lost (12.9.6)
tui-penalty-fine = fine announced in advance (12.9.7)
tui-penalty-exclusion = exclusion from one or more rounds (12.9.8)
tui-penalty-expulsion = expulsion from the competition (12.9.9)
tui-penalty-for = Board { $number }: penalty for (Art. 12.9)
tui-penalty-for-side = Board { $number }: penalty for { $side ->
    [white] White
   *[black] Black
} (Art. 12.9)
tui-penalty-time-title = Board { $number }: { $penalty }
tui-penalty-time-prompt = Amount (m:ss):
tui-penalty-why-title = Board { $number }: { $penalty } for { $side ->
    [white] White
   *[black] Black
} — why?
tui-penalty-why-prompt = Reason:
tui-penalty-needs-time = a time penalty needs a time above 0
tui-penalty-needs-reason = a penalty needs a reason (Art. 12.9)
tui-penalty-confirm-add = Penalty for { $side ->
    [white] White
   *[black] Black
} on board { $number }: add { $time } to { $opponent ->
    [white] White
   *[black] Black
}'s clock (Art. 12.9.2)?
tui-penalty-confirm-take = Penalty for { $side ->
    [white] White
   *[black] Black
} on board { $number }: take { $time } from { $side ->
    [white] White
   *[black] Black
}'s clock (Art. 12.9.3)?
tui-penalty-confirm-lost = { $side ->
    [white] White
   *[black] Black
} loses the game on board { $number }: { $result } (Art. 12.9.6)?
tui-penalty-confirm-warn = Warn { $side ->
    [white] White
   *[black] Black
} ({ $name }) on board { $number } (Art. 12.9.1)?
tui-penalty-confirm = Penalty for { $side ->
    [white] White
   *[black] Black
} ({ $name }) on board { $number }: { $penalty }?
tui-penalty-confirm-title = Penalty
tui-penalty-reason = Reason: { $reason }

## Results

tui-result-title = Board { $number }: result
tui-result-confirm-title = Result
tui-result-confirm = Set the result of board { $number } ({ $players }) to { $score }{ $why ->
    [none] {""}
   *[other] {" "}({ $why })
}?

## Notes

tui-note-title = Board { $number }: note
tui-note-prompt = Text:
tui-ruling-file-title = Board { $number }: the designated arbiter's ruling (III.6.2)
tui-ruling-file-prompt = Ruling file:
tui-ruling-file-empty = type the path of the ruling file (claims ruling export)
tui-ruling-other-board = the ruling is for board { $board }, not for the open board { $open }
tui-note-empty = An empty note records nothing.

## Errors

tui-error-terminal = terminal: { $why }
tui-demo-error = demo: { $why }
tui-demo-laws = no edition of the Laws of { $year }
tui-demo-no-board = a game of the demo without a Board tag
tui-demo-side = not a side: { $text }
tui-demo-step = unknown step { $step }

## First run (no event file)

tui-first-missing = no event file at { $file } — create one with `arbiter init --event NAME`, or see the app at work with `arbiter demo`
tui-first-choose = There is no event file at { $file }.
    {"  "}c  create an event there
    {"  "}d  open the demo event (demo.sqlite)
    {"  "}q  quit
    {"> "}
tui-ask-name = {"Your name for the record (Enter: "}{ $account }{"): "}
tui-first-name = {"Event name: "}
tui-first-no-name = an event needs a name; nothing created
tui-first-control = {"Default time control (Enter for 90m+30s; e.g. 40/90m+30s:30m+30s, 15m+10s, fide-standard, rapid, none): "}
tui-first-bad-control = time control "{ $control }": { $why }
tui-first-keep = { $warning }
    {"Keep it? (y/n) "}
tui-first-not-kept = not kept: give the control again, with units (e.g. 15m+10s)
tui-first-no-answer = no answer: nothing created
tui-first-control-is = time control: { $meaning }
tui-first-created = created { $file }; add boards with `arbiter board add` or `arbiter import pairings`
tui-opening = opening { $file }
tui-creating = creating { $file }
tui-alert-fed = fed
tui-alert-fed-ago = fed { $seconds } s ago
tui-alert-feed-disagrees = feed disagrees from { $label }{ $recorded }: feed says { $label }{ $feed }
tui-alert-feed-disagrees-short = FEED≠
tui-alert-feed-result = feed proposes { $result }
tui-alert-feed-result-short = feed { $result }
tui-alert-feed-quiet = feed quiet for { $minutes } min
tui-alert-feed-quiet-short = QUIET
tui-title-round = { $event } — round { $round }
tui-press-no-move-title = Board { $number }: press the clock without a move?
tui-press-no-move-why = Pressing the clock without making a move is an illegal move (Art. { $article }); { $side ->
    [white] White's
   *[black] Black's
} clock is running.
tui-press-no-move-illegal = illegal move by { $side ->
    [white] White
   *[black] Black
} ({ $name }): Art. 7.5.5
tui-press-no-move-anyway = press anyway: the move was made on the board and is not kept here
# An option the event layer would refuse, greyed in a choice (issue 20); $why is its refusal with the article.
tui-choice-unavailable = { $number } { $option } — unavailable: { $why }
tui-refuse-consent-option = { $rule } — option { $key } records it with the arbiter's consent
# Another session recorded on the open board while a dialog of its flow was open (issue 30, D2): the dialog is closed, nothing recorded.
tui-dialog-stale = Board { $number } changed under the dialog: { $what }; last move { $last }. Nothing recorded: look at the board and open it again.
tui-help-refused = { $label } (not now)
tui-help-refused-why = Not now: { $why }
tui-incident-with-time = { $awards } — { $text }
tui-alert-feed-contradicts = feed's game is this board by its tags, but { $white } – { $black }
tui-alert-feed-contradicts-short = FEED≠PAIR
tui-alert-feed-illegal = feed's { $label } is not legal there: correct the e-board
tui-alert-feed-illegal-short = FEED ILL
tui-alert-feed-after-end = feed goes on with { $label } after the game ended (Art. { $article }): the end stands
tui-alert-feed-after-end-short = FEED>END

# The time-control sheets in the app (issue 35; AM 2025, General Duties).
tui-key-sheets = sheets; rows: T3 on it, T3? not
tui-key-take-sheet = take a sheet now
tui-context-sheet = time-control sheets
tui-sheet-title = Time-control sheets
tui-sheet-none = No time-control sheet in this round yet (n: take one now).
tui-alert-sheet-short = T{ $n }
tui-alert-sheet-missing-short = T{ $n }?
tui-alert-sheet = sheet of half hour { $n } at { $at }: White { $white }, Black { $black }, moves { $moves }
tui-alert-sheet-missing = not on the sheet of half hour { $n } (T, n: take one now)
tui-help-sheet = on this half hour's time-control sheet; T3?: not on it

# A ruling file the app could not read (III.6).
tui-cannot-read-file = cannot read { $file }
