# en: the live feed of electronic boards (arbiter follow, arbiter feed).

feed-recorded = board { $board }: { $count ->
    [one] one move
   *[other] { $count } moves
} from the feed ({ $moves })
feed-attached = board { $board }: fed from { $source }
feed-unmatched = { $source }: game { $game } ({ $white } – { $black }{ $tags }) matches no board of round { $round }: not recorded
feed-ambiguous = { $source }: game { $game } ({ $white } – { $black }) matches boards { $boards } of round { $round }: not recorded
feed-tags = , Round { $round } Board { $board }
feed-disagrees = board { $board }: feed disagrees from { $label }{ $recorded }: feed says { $label }{ $feed } — nothing of it recorded (arbiter feed follow { $board } takes the record back to there and follows the feed; arbiter feed ignore { $board } keeps the record)
feed-behind = board { $board }: the feed has { $feed } half-moves, the record { $recorded } — read again, still behind: recorded as a disagreement
feed-missing = (no move)
feed-illegal = board { $board }: the feed's { $label }{ $san } is not legal there ({ $reason }): nothing from it on recorded
feed-other-variant = board { $board }: the feed plays { $theirs }, the board { $ours }: nothing recorded from it
feed-proposed = board { $board }: the feed gives the result { $result } — a proposal, not applied (record it with: arbiter result { $board } { $result })
feed-unreadable = { $source }: { $error }
feed-too-big = { $source }: larger than { $limit } MiB: not read
feed-conflict = board { $board }: changed by someone else while the feed was read — read again at the next pass
feed-dry-match = { $source }: game { $game } ({ $white } – { $black }) → board { $board }: { $plan }
feed-dry-nothing = nothing new
feed-dry-would = { $count } new half-moves from { $label }
feed-watching = following { $count ->
    [one] one source
   *[other] { $count } sources
} for round { $round } (Ctrl-C stops){ $polling }
feed-polling = ; polling every { $seconds } s
feed-no-boards = round { $round } has no boards to feed
feed-ignored = board { $board }: the feed is now ignored; the record stays as it is
feed-followed = board { $board }: the feed is followed again{ $taken ->
    [0] {""}
   *[other] ; { $taken ->
        [one] one half-move
       *[other] { $taken } half-moves
    } taken back to { $label }
}
feed-show = fed from { $source }: { $moves } moves fed, the last at { $last }{ $ignored ->
    [1] ; the feed is ignored (the arbiter's choice)
   *[0] {""}
}
feed-show-disagreement = ; the feed disagrees from { $label }: it says { $feed }
feed-show-proposed = ; the feed proposes { $result } (not applied)
feed-game-over = the game ended by the Laws after { $label }, Art. { $article }
event-feed-attached = the board is fed from { $source }
event-feed-disagrees = the feed { $source } disagrees at ply { $ply }: the record has { $recorded }, the feed { $feed }
event-feed-proposed = the feed { $source } proposes the result { $result }
event-feed-ignore = the feed is ignored for this board
event-feed-follow = the feed is followed again
feed-refused-attached = the board is already fed from { $source }
feed-refused-ply = ply { $ply } is not a recorded move (the record has { $plies } plies)
feed-refused-result = the result { $result } is already proposed or recorded
feed-refused-not-fed = this board is not fed by an electronic board (arbiter follow)
feed-refused-disagreement = this disagreement is already recorded
feed-refused-ignored = the feed is already ignored for this board
feed-refused-followed = the feed is already followed for this board
feed-problem-not-fed = #{ $seq }: a feed notice on a board that is not fed
feed-bad-interval = --interval { $interval }: give seconds between 0 and 3600
feed-too-many-files = more than { $limit } PGN files
feed-not-a-file = { $source }: not a regular file (a pipe or a device): skipped
feed-pass-full = { $source }: not read: a pass reads at most { $limit } MiB of files
event-feed-agrees = the feed { $source } agrees with the record again: the disagreement is over
feed-refused-agrees = the feed agrees with the record already: there is no disagreement to end
feed-agrees = board { $board }: the feed agrees with the record again — the disagreement is over, nothing rewritten
feed-refused-contradiction = this contradiction is already recorded
feed-show-contradiction = ; the feed's game names this board but its players are { $white } – { $black }: nothing recorded from it
event-feed-contradicts = the feed { $source } names this board by its tags, but its players { $white } – { $black } are { $why }: nothing of the game recorded
feed-contradicts = { $source }: game { $game } ({ $white } – { $black }) is board { $board } by its tags, but its players are { $why }: recorded on no board — the arbiter resolves it (correct the feed or the pairing; arbiter feed ignore { $board } keeps the record)
feed-why-reversed = this board's with the colours reversed
feed-why-pairing = the pairing of board { $board }
event-feed-clock-beyond = the feed { $source } gives { $side ->
    [white] White's
   *[black] Black's
} clock { $clock } after ply { $ply }, more than the control lets it show ({ $most }): not taken as a reading
event-feed-illegal = the feed { $source } goes on with { $san } at ply { $ply }, not legal there: nothing from it on recorded until the e-board is corrected
event-feed-clocks = the feed { $source } gives the clocks { $white } – { $black } between moves
feed-refused-clock-beyond = this clock reading is already refused
feed-refused-illegal = this illegal move of the feed is already recorded
feed-refused-clocks = these clocks of the feed are already recorded
feed-clock-beyond = board { $board }: the feed gives { $side ->
    [white] White's
   *[black] Black's
} clock { $clock } after { $label }, more than the control lets it show ({ $most }): not taken as a reading
feed-show-clock-beyond = ; a reading refused: { $side ->
    [white] White's
   *[black] Black's
} clock { $clock } after { $label } (at most { $most })
feed-show-illegal = ; the feed's { $label } is not legal there: nothing from it on recorded until the e-board is corrected (Art. 7.5.1)
feed-clocks = board { $board }: the clocks from the feed's tags: { $white } – { $black }
event-feed-clock-reference = the feed { $source } gives the clocks { $white } – { $black } with { $side ->
    [white] White's
   *[black] Black's
} clock running from { $at }, a reference time ahead of this computer's clock or further back than that clock could run ({ $most }): not taken as a reading
feed-reference-why = their reference time { $at } is { $ahead ->
    [1] { $by } ahead of this computer's clock
   *[0] { $by } back, longer than { $side ->
        [white] White's
       *[black] Black's
    } clock could have run ({ $most })
}
feed-clock-reference = board { $board }: the feed's clock tags { $white } – { $black } are not taken as a reading: { $why }
feed-show-clock-reference = ; clock tags refused: { $white } – { $black }, { $why }
event-feed-after-end = the feed { $source } goes on with { $san } at ply { $ply } after the Laws ended the game after ply { $end } (Art. { $article }): the end stands, nothing of it recorded
feed-refused-after-end = this move of the feed after the game's end is already recorded
feed-show-after-end = ; the feed goes on with { $label } after the game ended after { $end } (Art. { $article }): the end stands, nothing of it recorded
