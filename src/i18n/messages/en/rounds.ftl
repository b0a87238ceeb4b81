# en: rounds messages.
rounds-board-ref-syntax = board “{ $text }”: write N (board N of the current round) or R.N (round R, board N)
rounds-board-ref-number = board “{ $text }”: board numbers go from 1 to { $max_board }
rounds-board-ref-round = board “{ $text }”: rounds go from 1 to { $max_round }
rounds-state-not-paired = not paired
rounds-state-paired = paired
rounds-state-playing = playing
rounds-state-complete = complete
rounds-line = round { $round }: { $state } ({ $boards ->
    [one] 1 board
   *[other] { $boards } boards
}, { $results ->
    [one] 1 result
   *[other] { $results } results
})
rounds-line-current = round { $round }: { $state } ({ $boards ->
    [one] 1 board
   *[other] { $boards } boards
}, { $results ->
    [one] 1 result
   *[other] { $results } results
}) — current
rounds-set = round { $round } is now the current round
rounds-title-round = round { $round }
rounds-rank-zero = --rank: starting ranks go from 1
rounds-player-taken = player “{ $name }”: another player has this FIDE id or starting rank ({ $detail })
rounds-replace-started = board { $board } has a move, a clock start or a result: its round is not re-paired; nothing imported
rounds-result-from-file = result from the pairing program ({ $file })
rounds-plan-create = create { $board }: { $white } – { $black }
rounds-plan-replace = replace { $board }: { $old } → { $white } – { $black }
rounds-plan-unchanged = unchanged { $board }
rounds-plan-refused = refused { $board }: { $why }
rounds-plan-refused-round = refused: { $why }
rounds-plan-bye = bye round { $round }: { $player } ({ $kind })
rounds-bye-half = half-point bye
rounds-bye-full = full-point bye
rounds-bye-pairing-allocated = pairing-allocated bye
rounds-bye-zero = zero-point bye
rounds-replaced = { $count ->
    [one] 1 board re-paired
   *[other] { $count } boards re-paired
}
rounds-bad-date = date “{ $text }”: write YYYY-MM-DD
rounds-bad-time = time “{ $text }”: write HH:MM
rounds-dated = round { $round }: { $date } { $time }
rounds-board-exact-expected = board { $text }: R.N expected
rounds-board-not-in-round = board { $board } is not in round { $round }
rounds-default-time-reason = { $side ->
    [white] White
   *[black] Black
} did not arrive at the chessboard within the default time
rounds-default-time-alert = Art. 6.7.1: the default time has passed and the game has not started
rounds-default-time-set = default time (Art. 6.7.1): { $time }
rounds-bad-default-time = default time “{ $text }”: { $error }
rounds-extra-mark = [extra game]
rounds-extra-added = board { $board } is an extra game, outside the round's numbering: not part of the round's pairing
rounds-extra-number-low = board number { $number }: an extra game (--extra) is numbered from { $from }
rounds-extra-number-high = board number { $number }: numbers from { $from } are for extra games; add --extra
rounds-key-default-time-forfeit = forfeit (Art. 6.7.1)
rounds-forfeit-title = Board { $number }: the default time has passed — who did not arrive?
rounds-forfeit-absent = { $name } ({ $side ->
    [white] White
   *[black] Black
}) did not arrive within the default time
rounds-forfeit-both = neither player arrived within the default time
rounds-forfeit-article = Art. 6.7.1: a player who arrives at the chessboard after the default time loses the game
rounds-forfeit-confirm-title = Forfeit (Art. 6.7.1)
rounds-forfeit-no-alert = board { $number }: no default-time alert (Art. 6.7.1); record a forfeit from the board's result dialog
rounds-extra-in-pairings = round { $round } board { $board }: board numbers from { $from } are for extra games, outside the round's pairing (board add --extra)
rounds-extra-count = { $count ->
    [one] 1 extra game
   *[other] { $count } extra games
}
rounds-plan-round = round { $round }: { $boards } boards ({ $results } with a result), { $byes } byes
rounds-plan-result-conflict = round { $round }: { $white } – { $black }: the event has { $held }, the file has { $incoming }
