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
