# en: cli messages.
cli-cannot-read = { $file }: cannot read
cli-no-games = { $file }: no games in the file
cli-game-out-of-range = { $file }: game { $game } out of range: the file has { $count ->
    [one] { $count } game
   *[other] { $count } games
}
cli-file-game = { $file }: game { $game }

# A board's events, history and status. $by, $side: white | black; yes/no selectors.
claim-kind-repetition = threefold repetition (Art. 9.2)
claim-kind-fifty = fifty moves (Art. 9.3)
claim-kind-cannot-win = opponent cannot win by normal means (III.5)
claim-kind-no-effort = opponent makes no effort to win (III.5)
claim-kind-cannot-win-referred = opponent cannot win by normal means (III.6.1.1)
claim-kind-no-effort-referred = opponent makes no effort to win (III.6.1.2)
claim-kind-extra-increment = extra 5 s increment (III.4)
referral-cannot-win = III.6.1.1: the opponent cannot win by normal means
referral-no-effort = III.6.1.2: the opponent makes no effort to win by normal means
event-verification = { $by ->
    [white] White
   *[black] Black
} { $agree ->
    [yes] agreed with
   *[no] disputed
} the claim #{ $seq }
event-move = move { $san } was played
event-offer-answered = { $by ->
    [white] White
   *[black] Black
} { $accepted ->
    [yes] accepted
   *[no] declined
} the draw offer
event-decision = { $by ->
    [white] White's
   *[black] Black's
} claim was decided ({ $ruling })
event-decision-at = the claim at #{ $seq } was decided ({ $ruling })
event-decision-result = {" "}— result { $result }
event-illegal = { $by ->
    [white] White
   *[black] Black
} made an illegal move
event-takeback = event #{ $seq } was taken back
unit-minutes = { $n } min
unit-seconds = { $n } s
penalty-warning = warning to { $side ->
    [white] White
   *[black] Black
}
award = { $amount } (Art. { $article })
award-per-move = +{ $time } per move for { $side ->
    [white] White
   *[black] Black
}
penalty-time-to = +{ $time } to { $side ->
    [white] White
   *[black] Black
}
penalty-time-from = −{ $time } from { $side ->
    [white] White
   *[black] Black
}
penalty-other = { $side ->
    [white] White
   *[black] Black
}: { $note }
history-clock-adjust = { $side ->
    [white] White's
   *[black] Black's
} clock adjusted by { $seconds } s
history-clock-set = clocks set to { $white } – { $black }
history-clock-increment = extra increment of { $seconds } s a move for both from now on
history-flag = { $side ->
    [white] White's
   *[black] Black's
} flag has fallen
history-clock = { $action ->
    [pause] clock paused
    [resume] clock restarted
    [start] clock started
   *[press] clock pressed
}
draw-rule-consent = Draw agreements only with the arbiter's consent (Art. 9.1.1)
draw-rule-from-move = No draw agreements before move { $move } without the arbiter's consent (Art. 9.1.1)
draw-rule-consent-short = draws by consent (9.1.1)
draw-rule-from-move-short = draws from move { $move } (9.1.1)
round-warn-no-player = board { $board }: no { $side ->
    [white] White
   *[black] Black
} player
round-warn-no-control = board { $board }: no time control (Art. 6.1)
round-warn-unconfirmed = board { $board }: { $side ->
    [white] White
   *[black] Black
} is not in the event's player list (pairing not confirmed)
round-warn-no-result = board { $board }: no result yet
round-warn-pending = board { $board }: claim #{ $seq } waits for the arbiter's decision
round-warn-referred = board { $board }: claim #{ $seq } referred to the designated arbiter (III.6), not ruled on
round-warn-flag = board { $board }: { $side ->
    [white] White's
   *[black] Black's
} flag has fallen, not judged (Art. 6.9)
round-start-checked = round { $round }: { $count ->
    [0] nothing to check before the start
    [one] 1 thing to check before the start
   *[other] { $count } things to check before the start
}
round-close-checked = round { $round }: { $count ->
    [0] ready to close, nothing left open
    [one] 1 thing left open before closing
   *[other] { $count } things left open before closing
}
rounds-warnings = { $count ->
    [one] 1 to check
   *[other] { $count } to check
}
history-offer = { $by ->
    [white] White
   *[black] Black
} offered a draw (=)
history-offer-consent = { $by ->
    [white] White
   *[black] Black
} offered a draw (=) with the arbiter's consent (Art. 9.1.1)
history-claim = { $by ->
    [white] White
   *[black] Black
} claimed { $claim }{ $referred ->
    [yes] {" "}without an arbiter present: referred to the designated arbiter
   *[no] {""}
}
history-ruling = { $by ->
    [white] White's
   *[black] Black's
} claim #{ $seq } { $ruling }
history-penalty = penalty on { $side ->
    [white] White
   *[black] Black
} ({ $penalty }): { $reason }
history-illegal-irregularities = {" "}({ $kinds }{ $count ->
    [one] {""}
   *[other] : one illegal move, Arbiters' Manual p. 28
})
irregularity-not-legal = a move not legal in the position (7.5.1)
irregularity-promotion = a pawn not replaced on promotion (7.5.2)
irregularity-no-move = the clock pressed without a move (7.5.3)
irregularity-two-hands = two hands for one move (7.5.4)
history-illegal = illegal move by { $by ->
    [white] White
   *[black] Black
} (number { $count })
history-result = result { $result }: { $reason }
history-result-under-kind = { $result }: { $reason }
history-note = note: { $text }
history-repaired = re-paired before it started, by { $file }: was { $was }, now { $now }
history-takeback = correction: #{ $seq } taken back ({ $what })
status-over-article = { $score } ({ $reason }, Art. { $article })
status-over = { $score } ({ $reason })
status-referred = { $by ->
    [white] white
   *[black] black
}'s claim referred to the designated arbiter (III.6.2): result pending
status-offer = draw offered by { $by ->
    [white] white
   *[black] black
}
status-claim = { $by ->
    [white] white
   *[black] black
} claims { $claim }
status-playing = playing
history-claim-written = {" "}with the written move { $written }
history-claim-valid = { $valid ->
    [yes] ; rules engine: correct
   *[no] ; rules engine: incorrect
}
cli-recorded = board { $board } #{ $seq } by { $who }: { $what }
cli-move-ended = board { $board }: the game is over with this move: { $status }
cli-recorded-unconfirmed = board { $board }: recorded as #{ $seq }, but the confirmation could not be written ({ $error }): do not retry, or retry with --expect-seq { $expect } (refused if #{ $seq } is there)
cli-clock-running = {" "}({ $side ->
    [white] white
   *[black] black
} running)
cli-board-row = { $number }  { $white } – { $black }  { $plies } plies{ $clocks }  { $status }
cli-show-head = board { $board }: { $white } – { $black } (last #{ $last }) { $status }
cli-problem = problem: { $problem }
cli-log-origin = {" "}from { $origin }
cli-log-line = board { $board } #{ $seq }  { $who }{ $origin }: { $what }
cli-log-rule-change = event  { $who }{ $origin }: { $what }
cli-report-format = unknown report format '{ $format }' (md or html)

# Refusals of a command (nothing is recorded). $by, $to_move: white | black.
refuse-referred-ended = the game ended with { $by ->
    [white] white
   *[black] black
}'s claim #{ $seq } (III.6): the designated arbiter's ruling sets the result
refuse-game-over = the game is over: { $status } — take the result back first
refuse-illegal = { $error } (position { $fen })
refuse-no-control = this board has no time control (set one with --control)
refuse-offer-too-early = no draw before both players have made a move (Art. 5.2.3)
refuse-offer-pending = { $by ->
    [white] white
   *[black] black
} already has a draw offer pending (#{ $seq })
refuse-offer-consent-rule = draw offers need the arbiter's consent in this event (Art. 9.1.1)
refuse-offer-consent = { refuse-offer-consent-rule }; repeat with --consent
refuse-offer-before-move-rule = no draw offers before move { $move } in this event (Art. 9.1.1); { $by ->
    [white] white
   *[black] black
} has made { $made }
refuse-offer-before-move = { refuse-offer-before-move-rule } — repeat with --consent
refuse-no-offer = there is no pending draw offer
refuse-touched = { $by ->
    [white] white
   *[black] black
} touched a piece with the intention of moving it and has lost the right to claim on this move (Art. 9.4)
refuse-claim-not-on-move = only the player on the move ({ $to_move ->
    [white] white
   *[black] black
}) can claim under Art. 9.2/9.3
refuse-claim-write-move = the position on the board is not a draw, but a move of { $side ->
    [white] White's
   *[black] Black's
} could make one: a claim about the position after a move needs that move written on the scoresheet (Art. 9.2.1, 9.3.1). Not an incorrect claim and no penalty: have the player write the move and claim again (--move SAN; Arbiters' Manual 2025, p. 32)
refuse-not-a-claim = #{ $seq } is not a claim on this board
refuse-no-claim-waiting = there is no claim waiting for a decision
refuse-claim-decided = the claim #{ $seq } is decided already
refuse-penalty-reason = a penalty needs a reason
refuse-penalty-time = a time penalty must be positive, not { $ms } ms
refuse-result-recorded = the result { $score } was recorded already (#{ $seq }) — take it back first
refuse-laws-ended = the game is over by the Laws: { $score } ({ $reason }, Art. { $article }) — { $result } cannot replace it
refuse-result-referred = { $by ->
    [white] white
   *[black] black
}'s claim #{ $seq } is referred to the designated arbiter: the result comes with the ruling (III.6.2)
refuse-result-postponed = { $by ->
    [white] white
   *[black] black
}'s III.5 claim #{ $seq } was postponed: rule on it first — upheld (draw) or rejected with the result (III.5.2)
refuse-result-reason = a result needs a reason (--reason)
refuse-empty-note = an empty note
refuse-nothing-to-take-back = there is nothing to take back
refuse-no-event = there is no event #{ $seq } (the last is #{ $last })
refuse-taken-back = #{ $seq } is taken back already
refuse-not-last-move = #{ $seq } is not the last move; take back the later moves first
refuse-claim-decided-take-back = the claim #{ $seq } was decided (#{ $decision }); take the decision back first
cli-claims-none = no claims waiting for a ruling
cli-claims-row = board { $board } #{ $seq }: { $white } ({ $white_material }) – { $black } ({ $black_material }): { $by ->
    [white] White
   *[black] Black
} claims { $grounds } — { $status ->
    [referred] referred (III.6)
    [postponed] postponed (III.5.2)
   *[waiting] waiting (III.5)
}
cli-claims-position = position: { $fen }
cli-claims-clocks = clocks at the claim: White { $white } – Black { $black }
cli-claims-scoresheet = scoresheet: { $plies } plies at the claim, { $since } since
cli-claims-analysis = analysis: { $analysis }
cli-claims-agreed = agreed
cli-claims-disputed = disputed
cli-claims-disputed-because = disputed: { $comment }
cli-claims-opponent = opponent: { $verification }
cli-created = created { $file }: { $event } (Laws { $laws }{ $control ->
    [none] {""}
   *[other] , control { $control }
}{ $guidelines ->
    [yes] , Guidelines III announced
   *[no] {""}
})
cli-time-control = time control: { $meaning }
cli-board-added = board { $board }: { $white } – { $black }{ $control ->
    [none] {""}
   *[other] {" "}({ $control }: { $meaning })
}
cli-board-number-zero = board numbers start at 1
cli-backed-up = backed up { $file } to { $out }
cli-warning = warning: { $warning }
cli-stdout-error = cannot write to standard output: { $error }

# Player mode (Guidelines III.6). The answers (c, v, s, q, w, b, 1–3, a, d, y) are keys, the
# same in every language.
player-board = Board { $board }: { $white } – { $black }
player-no-moves = no moves recorded
player-moves = { $count ->
    [one] { $count } move recorded
   *[other] { $count } moves recorded
}, last { $last }
player-clocks = clocks: White { $white } – Black { $black }
player-to-move = { $side ->
    [white] White
   *[black] Black
} to move
player-game-over = game over: { $status }
player-not-verified = not yet verified by the opponent
player-opponent-agreed = the opponent agreed
player-opponent-disputed = the opponent disputed it: { $comment }
player-referred = { $by ->
    [white] White
   *[black] Black
} claimed a draw ({ $grounds }), claim #{ $seq }: referred to the designated arbiter; { $verification }
player-menu-c = c  claim a draw: the opponent cannot win / makes no effort to win (III.6)
player-menu-v = v  verify the opponent's claim
player-menu-s = s  show the board
player-menu-q = q  quit
player-only-these = { $answer }: only c, v, s or q here (this session acts on board { $board } only)
player-refused = refused: { $error }
player-ask-side = You play (w)hite or (b)lack?{" "}
player-no-answer = no answer
player-answer-side = { $answer }: answer w or b
player-answer-ground = { $answer }: answer 1, 2 or 3
player-answer-agree = { $answer }: answer a or d
player-ask-ground = Ground: 1 = opponent cannot win by normal means (III.6.1.1), 2 = makes no effort to win (III.6.1.2), 3 = both:{" "}
player-ask-fen = The final position as you wrote it down (FEN; Enter = the board's: { $fen }):{" "}
player-ask-scoresheet = Your scoresheet, moves from the start in SAN (Enter = the moves recorded here):{" "}
player-ask-clocks = Both clocks now, WHITE BLACK (e.g. 1:45 4:10; Enter = this board's clock):{" "}
player-ask-confirm = Record the claim? It ends the game; the designated arbiter rules later (y/n):{" "}
player-nothing-recorded = nothing recorded
player-no-claim = there is no claim on board { $board } to verify
player-final-position = final position: { $fen }
player-scoresheet = scoresheet: { $moves }
player-ask-agree = Do you (a)gree with the position and scoresheet, or (d)ispute them?{" "}
player-ask-comment = Comment (Enter for none):{" "}
player-board-needs-round = player mode needs the round: --board R.{ $number } (round R, board { $number }), e.g. --board 1.{ $number } — a bare { $number } would follow the current round to another game

# Refusals of Guidelines III requests and claims (III.2, III.4, III.5, III.6). $side: white, black.
refuse-iii52-limit = III.5.2 allows at most 2 minutes for the opponent, not { $seconds } s
refuse-iii6-result = a rejected III.6 claim needs the result the designated arbiter sets (III.6.2), e.g. --result { $result }
refuse-own-claim = { $side } made the claim; the opponent verifies it (III.6.1)
refuse-verified-already = { $side } verified the claim already (#{ $seq })
refuse-iii-not-on-move = only the player on the move ({ $side }) can ask (III.4, III.5, III.6)
refuse-iii-not-announced = Guidelines III were not announced for this event (III.2.1)
refuse-iii-blitz = Guidelines III do not apply to blitz (III.2.2)
refuse-iii-not-last-period = { $side } is at move { $move }, in period { $period } of { $periods } of { $control }: the quickplay-finish procedures concern only the last period, in which all remaining moves must be completed ({ $article })
refuse-iii-flag-fallen = { $side }'s flag has fallen: too late to ask (III.4, III.5, III.6)
refuse-iii-time-left = { $side } has { $left } left, not less than two minutes (III.4, III.5)
refuse-held-piece = { $hold } — claim #{ $seq } was incorrect and its written move illegal, so { $pieces ->
    [one] the move
   *[other] the move (by any of them)
} must be made with that piece, not { $move }
refuse-no-extra-increment = the extra-increment request (III.4) is not in the { $year } Laws: it first appears in 2014 (Appendix G.4); a player with less than two minutes may claim a draw under Art. 10.2
refuse-scoresheet-start = the scoresheet must begin with the { $count } moves recorded on this board
refuse-scoresheet-move = scoresheet, move { $label }: { $error }
refuse-final-position = the final position: { $error }
refuse-final-position-differs = the final position written down ({ $written }) is not the one the scoresheet reaches ({ $sheet })

# rules dead (Art. 5.2.2). $answer: yes, no, undetermined; $side: white, black.
dead-no-input = rules dead: give a FEN or --batch FILE
dead-bad-colour = rules dead: --colour must be white or black, not { $colour }
dead-verdict = dead position (Art. 5.2.2): { $answer }
dead-can-mate = { $side ->
    [white] White
   *[black] Black
} can mate: { $answer }

# A flag and its value as typed (flags stay English, as clap spells them).
cli-flag-value = { $flag } { $value }
# arbiter rules clock: the script's errors and the clock as read. $side: white | black.
cli-clock-expected-line = { $text }: expected SECONDS ACTION [ARGS]
cli-clock-time = time { $time }
cli-clock-negative = time { $time }: seconds since the start cannot be negative
cli-clock-no-args = { $action }: takes no arguments, got { $got }
cli-clock-add-amount = add: amount { $amount }
cli-clock-add-usage = add: expected `add white|black SECONDS`
cli-clock-set-usage = set: expected `set WHITE_SECONDS BLACK_SECONDS [WHITE_MOVES BLACK_MOVES]`
cli-clock-set-moves = set: { $text } is not a number of moves
cli-clock-set-side = set: { $side } { $time }
cli-clock-increment = increment { $amount }
cli-clock-increment-usage = increment: expected `increment SECONDS`
cli-clock-flag-usage = flag: expected `flag white|black`
cli-clock-unknown-action = unknown action { $action } (start, press, pause, resume, add, set, increment, flag, show)
cli-clock-not-side = { $text } is not a side (white or black)
cli-clock-flag-at = , flag fell at { $at }s
cli-clock-flag-unknown = , flag fell (instant unknown)
cli-clock-side = { $side } { $time } ({ $moves } moves, period { $period }{ $flag })
cli-clock-frozen = frozen
cli-clock-paused = paused
cli-calc-running = { $side } running
cli-clock-not-started = not started
cli-clock-line = at { $at }s: { $white } | { $black } | { $state }
cli-clock-first-flag = {" "}| first flag: { $side } ({ $last ->
    [yes] in the last period
   *[no] not in the last period
})
cli-flag-error = { $flag }: { $error }
cli-bad-edition = { $text }: one of 2023, 2018, 2014, 2009
cli-bad-side = { $text }: white or black
cli-illegal-finding = Art. { $article }: { $reason } → record it: arbiter result { $board } { $result } --reason "{ $reason }"
cli-penalty-needs-seconds = { $what } needs SECONDS
cli-clock-bad-action = clock: { $text } is not start, press, pause, resume, add SIDE SECONDS, set WHITE BLACK, flag SIDE or increment SECONDS
# arbiter import / export.
cli-cannot-read-file = cannot read { $file }
cli-cannot-write-file = cannot write { $file }
cli-pairings-summary = { $file }: { $boards } boards, { $byes } byes{ $event }
cli-pairings-bye = { $round }.bye { $player } ({ $kind })
cli-no-moves = no moves
cli-no-move = no move
cli-move-at-line = { $san } (line { $line })
cli-game-dry-run = { $file }: { $plies } half-moves, all legal; last { $last }; clocks on { $clocks }; result { $result }
cli-laws-end-it = the Laws end it: { $reason } (Art. { $article })
cli-import-conflicts = { $conflicts } conflicts: nothing imported ({ $created } boards would have been created, { $unchanged } already there)
cli-import-summary = { $created } boards created, { $unchanged } already there, { $conflicts } conflicts
cli-import-bye = bye: { $player } (round { $round })
cli-import-differs = board { $board }: the board has { $label } ({ $have }) where { $file } has { $theirs }; nothing imported
cli-game-result = { $file }: the game's result: { $error }
cli-imported-from = imported from { $file }
cli-game-imported = board { $board }: { $added } moves imported, { $have } already there
cli-nothing-to-export = no boards to export{ $selection }
cli-trf-needs-round = --trf needs --round R (the column of that round)
cli-no-player-named = { $file }: no player named '{ $who }' (board { $board })
cli-selection-round-board = {" "}(round { $round }, board { $board })
cli-selection-round = {" "}(round { $round })
cli-selection-board = {" "}(board { $board })
# Referred claims (III.6), flag fall (Art. 6.9). $by: white | black.
cli-clock-two-times = --clock takes two times: WHITE BLACK
cli-no-referred-claims = no referred claims
cli-no-referred-claims-on = no referred claims on board { $board }
cli-wrote = wrote { $file }
cli-claim-file-at = { $file }: game { $game }: { $what }
cli-claim-no-tag = no { $tag } tag: not a referred claim
cli-claim-bad-grounds = { $tag } { $value }: neither III.6.1.1 nor III.6.1.2
cli-claim-tag-error = { $tag } { $value }
cli-claim-clock-numbers = { $tag } { $value }: two numbers
cli-claim-clock-range = { $tag } { $value }: two times in ms, each from 0 to { $max } (1,000 hours)
cli-claim-bad-verification = { $tag } { $value }: agreed or disputed
cli-claim-origin = claim imported from { $file } (event { $event }, board { $board }, made { $at } by { $by })
cli-claim-refused = { $file }: claim { $claim }: { $reason }
cli-claim-imported = board { $board }: { $white } – { $black }: { $by ->
    [white] White's
   *[black] Black's
} claim ({ $grounds }) imported, waiting for a ruling
cli-flag-game-over = board { $board }: the game is over: { $status }
cli-flag-none = board { $board }: no flag has fallen on this board's clock (record one with `arbiter clock { $board } flag SIDE`)
cli-flag-finding = board { $board }: { $reason } (Art. { $article }){ $result }
cli-flag-nothing = nothing to record: the game continues
cli-import-conflict = conflict: { $conflict }
# PGN comments of a draw offer (Art. 9.1.2); $by: white | black.
cli-pgn-offer-before-moving = (=) { $by ->
    [white] White
   *[black] Black
} offers a draw before moving (Art. 9.1.2.2)
cli-pgn-offer = (=) { $by ->
    [white] White
   *[black] Black
} offers a draw
cli-not-exported = board { $board }: not exported — { $error }
result-why-resigned = { $side ->
    [white] White resigns
   *[black] Black resigns
}
result-why-agreed = draw agreed
result-why-agreed-consent = draw agreed with the arbiter's consent (Art. 9.1.1)
result-why-both-lose = both lose
result-why-forfeit = { $absent ->
    [white] White did not play: forfeit
    [black] Black did not play: forfeit
   *[none] neither played: double forfeit
}
result-why-set-by-arbiter = set by the arbiter
result-why-declared-lost = game declared lost (penalty)
penalty-measure = { $measure ->
    [opponent_points] opponent's points raised to the maximum
    [offender_points] offender's points reduced
    [game_lost] game declared lost
    [fine] fine announced in advance
    [exclusion] exclusion from one or more rounds
   *[expulsion] expulsion from the competition
}

# The words `arbiter result --reason` reads as a resignation or a draw by agreement (lower case,
# separated by commas; the words of every language are read whatever the language shown).
cli-reason-resigned = resigned, resigns, resignation
cli-reason-agreed = agreed, agreement, draw agreed, by agreement
cli-trf-total-unknown = the event's number of rounds is not known, so the file has no XXR record: the pairing program needs it to pair the next round (start the event with `init --rounds N`, or import the pairing program's TRF, which carries it)
cli-board-chess960 = Chess960 (Guidelines II), start position { $number }: { $fen }
cli-chess960-number = --chess960: a start position number from 0 to { $max }
cli-chess960-number-and-fen = --chess960 N and --fen both give a start position: give one
cli-chess960-needs-start = --chess960 needs a start position: a number (0–959) or --fen
cli-import-other-start = { $file } does not start where board { $board } starts: the file's game is { $theirs } from its FEN, the board { $ours } from its own start

# The words clap puts before a command line it cannot read (the rest of its message is clap's).
cli-clap-error = error:
cli-clap-tip = tip:
cli-clap-usage = Usage:
# The designated arbiter's ruling back to the claim's event file (III.6.2, issue 33).
# $ruling: upheld | rejected; $fact: by | grounds | fen | clock | scoresheet | verification.
cli-ruling-not-imported = board { $board } holds no claim imported with a ruling key: export the claim again from its event file (`arbiter claims export`) and import it here
cli-ruling-not-decided = board { $board }: the claim is not ruled on yet (`arbiter claims rule { $board } draw|reject --reason …`)
cli-ruling-refused = { $file }: { $why }; nothing was recorded
cli-ruling-malformed = not a ruling file of arbiter ({ $error })
cli-ruling-other-event = the ruling is for the event "{ $theirs }", this file is the event "{ $ours }"
cli-ruling-no-key = the ruling's seal cannot be checked without this file's event key ({ $why })
cli-ruling-changed = the file was changed after it was signed, or it was signed for another event file (its seal does not match)
cli-ruling-no-claim = this file has no claim #{ $seq } referred to a designated arbiter on board { $board }
cli-ruling-other-claim = the ruling is not on board { $board }'s claim #{ $seq } as this file records it (the claim changed after it was exported: export it again)
cli-ruling-facts-differ = the designated arbiter ruled on { $fact ->
    [by] another claimant
    [grounds] other grounds
    [fen] another final position
    [clock] other clocks
    [verification] another verification
   *[scoresheet] another scoresheet
} than this file's claim (the claim file was changed on its way)
cli-ruling-decided = board { $board }'s claim #{ $seq } is already decided (#{ $decision })
cli-ruling-already = board { $board }: this ruling is already recorded (#{ $seq }); nothing changed
cli-ruling-recorded = board { $board }: the designated arbiter's ruling recorded: claim { $ruling ->
    [upheld] upheld
   *[rejected] rejected
}, result { $result } (ruled by { $by })
history-ruling-imported = ruling of the designated arbiter { $by } ({ $at }; event "{ $event }", board { $board }), from { $file }
# A III.6 claim's declared facts beside the event file's (issue 33 item 4). $side: white | black.
history-declared-move = at move { $move } ({ $side ->
    [white] White
   *[black] Black
} to move)
history-declared-differs = declared { $clocks } { $at }; the event file has { $file_clocks } { $file_at }: they differ
history-declared-same = declared { $clocks } { $at }, as the event file has
