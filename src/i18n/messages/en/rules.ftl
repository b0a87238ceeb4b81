# en: the rules engine's findings (ends by the Laws, Art. 9.2.3 differences, analysis of a game).
# Article numbers are never translated. $colour, $winner, $to_move, $then: white | black.

end-rule = { $rule ->
    [checkmate] checkmate
    [stalemate] stalemate
    [fivefold] fivefold repetition
    [seventy_five_moves] 75-move rule
   *[dead_position] dead position
}
end-checkmate = { $winner ->
    [white] White mates
   *[black] Black mates
}
end-stalemate = { $to_move ->
    [white] White
   *[black] Black
} to move has no legal move and is not in check
end-fivefold = the same position has stood { $count } times (after { $list })
end-seventy-five = { $moves } moves by each player without a pawn move or capture
end-dead = dead position: { $proof }

diff-side-to-move = { $then ->
    [white] White was to move, not Black
   *[black] Black was to move, not White
} (Art. 9.2.3)
diff-castling = { $colour ->
    [white] White
   *[black] Black
} { $had ->
    [yes] still had
   *[no] did not have
} the right to castle { $side ->
    [kingside] kingside
   *[queenside] queenside
} (Art. 9.2.3.2)
diff-ep-then = { $colour ->
    [white] White
   *[black] Black
} could capture en passant on { $square } (Art. 9.2.3.1)
diff-ep-now = { $colour ->
    [white] White
   *[black] Black
} can now capture en passant on { $square } (Art. 9.2.3.1)

analyze-game = Game { $number }: { $white } – { $black }, result { $result }, { $plies } plies
analyze-ended = ended by the Laws: { $rule } after { $move } (ply { $ply }), { $result } (Art. { $article }): { $reason }
analyze-void = { $count ->
    [one] 1 ply recorded after that is void
   *[other] { $count } plies recorded after that are void
}
analyze-no-result = note: the record gives no result; by the Laws it is { $result } ({ $rule } after { $move }, Art. { $article })
analyze-contradicts = note: the recorded result { $recorded } disagrees with the Laws: { $rule } after { $move } (Art. { $article }) makes it { $result }
analyze-not-ended = ended by the Laws: no (the result rests on agreement, resignation, time or a claim)
analyze-threefold = first threefold: after { $move } (ply { $ply }), position at plies { $plies }: the player to move could claim (Art. 9.2.2)
analyze-threefold-none = first threefold: none
analyze-fifty = fifty moves claimable: after { $move } (ply { $ply }) (Art. 9.3.2)
analyze-fifty-never = fifty moves claimable: never
analyze-repetitions-none = repetitions: none
analyze-repetitions = repetitions:
analyze-repetition = ply { $ply }: { $occurrence ->
    [2] 2nd
    [3] 3rd
   *[other] { $occurrence }th
} time (plies { $plies })

# What follows from a flag or illegal moves (Art. 6.9, 7.5.5, Guidelines III.3.1, III.5.2), and the
# facts of a "normal means" claim (III.5, III.6). $loser, $by (selectors): white, black.
finding-line-whole = e.g. { $line }
finding-line-end = a mate in { $plies } plies, ending … { $line }
finding-cannot-mate = { $what }, but { $opponent } cannot checkmate by any series of legal moves ({ $reason }): draw
finding-can-mate = { $what }; { $opponent } can still checkmate ({ $line }): { $loser } loses
finding-mate-undecided = { $what }; the analysis could not decide whether { $opponent } can checkmate: look at the position before declaring { $loser } lost
finding-mate-not-decided = { $what }; whether { $opponent ->
    [white] White
   *[black] Black
} can checkmate was not decided by the program: the result is the arbiter's decision
finding-flags-unknown-last = both flags have fallen and it cannot be established which fell first, in the last period: draw
finding-flags-unknown = both flags have fallen and it cannot be established which fell first, before the last period: the game continues
finding-flag-postponed = { $loser ->
    [white] White
   *[black] Black
}'s flag has fallen, and { $by }'s III.5 claim #{ $seq } is postponed: rule on the claim now (III.5.2)
finding-flag-fallen = { $loser ->
    [white] White
   *[black] Black
}'s flag has fallen
finding-illegal-moves = { $by } has completed { $count } illegal moves
facts-cannot-mate = { $opponent } cannot checkmate: { $reason }
facts-could-mate = { $opponent } could still checkmate by some series of legal moves (e.g. { $line }) — whether by normal means is the arbiter's judgement
facts-mate-undecided = the mating analysis did not finish within its budget

# The fold's own texts (event::fold): events that could not apply, results the fold records from
# a claim's ruling, what a takeback voided. $by (selector): white, black.
fold-problem-start = start position: { $error }
fold-problem-clock = #{ $seq }: clock: { $error }
fold-problem-move = #{ $seq }: { $error }
fold-problem-no-clock = #{ $seq }: clock event on a board without a time control
fold-problem-verification = #{ $seq }: verification of #{ $of_seq }, which is not a claim
fold-problem-decision = #{ $seq }: decision on #{ $of_seq }, which is not a claim
fold-claim-upheld = claim upheld: { $claim }
fold-claim-rejected = { $by ->
    [white] White's
   *[black] Black's
} claim rejected: { $why }
fold-written-unplayable = the written move { $san } cannot be played ({ $error }): { $then }
fold-written-other-move = another move with that piece must be played (Art. 9.5.3)
fold-event-seq = event #{ $seq }
fold-voided = { $what }, recorded by { $who } at { $at }
# Commands refused by the rules of the clock (Art. 6.10.2) and the ranges of an event file.
refuse-clock = clock: { $error }
refuse-clock-beyond-control = { $side ->
    [white] white's
   *[black] black's
} clock cannot show { $shown }: the control { $control }, with what was added on this board, gives at most { $bound } by move { $move }
board-number-out-of-range = board number { $number } is out of range: board numbers go from 1 to { $max }
round-out-of-range = round { $round } is out of range: rounds go from 1 to { $max }

# A time control in words (Art. 6.1, 6.2; categories by Appendices A and B). Durations: $n, $h and
# $mm are digits as text; $category (selector): standard, rapid, blitz.
control-seconds = { $n } s
control-minutes = { $n } min
control-hours = { $h }h
control-hours-minutes = { $h }h{ $mm }
control-black-base = { $time } (Black { $black })
control-moves-in = { $n } moves in { $time }
control-increment = { $base } +{ $increment } per move from move { $from }
control-delay = { $base } with { $delay } delay per move
control-then = { $list }, then { $next }
control-meaning = { $control } ({ $category ->
    [standard] standard
    [rapid] rapid
   *[blitz] blitz
})
control-unit-warning = { $text } reads as { $meaning }: bare numbers are seconds (PGN); write units if you meant minutes, e.g. { $minutes }m+{ $increment }s
side-unknown = { $text } is not a side (white or black)

# The rules engine's errors (Art. 3, 4: legal moves). $side (selector): white, black.
rules-not-legal = { $text } is not a legal move for { $side ->
    [white] white
   *[black] black
} here
rules-ambiguous = { $text } is ambiguous: more than one { $side ->
    [white] white
   *[black] black
} move matches
rules-bad-san = { $label }: not a move in SAN: { $text }
rules-illegal = { $label }: illegal: { $reason }
rules-ply-out-of-range = ply { $ply } out of range: the game has { $plies } plies
rules-game-already-over = the game had already ended after { $after } by { $rule } (Art. { $article }): no draw claim can be made after the end of the game (Art. 5.1.1, 9.6)
rules-pgn-game = game { $game }, { $detail }
rules-pgn-syntax = PGN: { $detail }
rules-pgn-move = move { $error }
rules-pgn-fen-tag = FEN tag: { $error }
rules-pgn-variant = variant { $variant } is not supported: this arbiter judges standard chess and Chess960 (Guidelines II)
rules-fen-counter = { $name ->
    [halfmoves] halfmove clock
   *[fullmoves] fullmove number
} { $shown } is above { $max }, the most a game can reach

## A refused command (issue 31): the event layer gives the facts, these words say them.
refuse-on-board = board { $board }: { $reason }
refuse-claim-without-words = say what the claim is about
refuse-opponent-time-not-postponed = time for the opponent goes only with a postponed III.5 claim (III.5.2); a rejection gives the 2 minutes by itself
refuse-result-without-rejection = a result goes with a rejection only (an upheld claim is a draw)
refuse-result-plain-rejection = a result goes with a rejection only for a referred (III.6) or postponed (III.5.2) claim; record the result separately
refuse-postpone-not-iii5 = only a III.5 claim can be postponed (III.5.2)
refuse-supervised = this event is supervised: claim to the arbiter (III.5); III.6 is for games without an arbiter present
refuse-no-ground = give the ground: cannot win (III.6.1.1) and/or no effort (III.6.1.2)
refuse-no-effort-sheet = a no-effort claim needs the scoresheet up to date (III.6.1.2)
refuse-no-clocks = give both clocks as they stand (the claimant must have less than two minutes, III.6)
refuse-no-referred-claim = there is no referred claim to verify
refuse-no-dispute = say what is disputed (--comment): the position, the scoresheet, the clocks
refuse-takeback-ends-action = a takeback ends an action: record what follows it separately
refuse-iii-increment = Guidelines III apply only to games without increment (III.2.2)
refuse-iii-increment-since = the game has an increment since III.4 was applied
clock-error-out-of-order = { $action } at { $at } ms: before the previous clock event at { $last } ms
clock-error-not-started = { $action }: the clock has not been started
clock-error-already-started = start: the clock is already started
clock-error-paused = { $action }: the clock is paused
clock-error-not-paused = resume: the clock is not paused
clock-error-frozen = press: the clock is frozen, { $side }'s flag fell in the last period
clock-error-negative-time = { $action }: { $side }'s time would be negative ({ $ms } ms)
clock-error-move-counters = set: move counters White { $white }, Black { $black }: White must have completed as many moves as Black, or one more
clock-error-negative-increment = increment: { $ms } ms is negative
clock-error-overflow = { $action }: time out of range
