# en: report messages.
report-title = { $event } — chief arbiter's report
report-title-round = { $event } — round { $round }: chief arbiter's report
report-chief = Chief arbiter: { $name }
report-generated = Generated: { $at }
report-none = No incidents recorded.
report-col-time = Time
report-col-round = Rd
report-col-board = Board
report-col-players = Players
report-col-move = Move
report-col-clocks = Clocks after it (W / B)
report-col-category = Category
report-col-article = Article
report-col-decision = Decision
report-col-penalty = Penalty
report-col-arbiter = Arbiter
report-before-move-1 = before move 1
report-article = Art. { $article }
report-totals = Totals per category
report-incidents = Incidents
report-all = All
report-category = { $category ->
    [claim] Claim
    [illegal_move] Illegal move
    [clock_correction] Clock correction
    [flag] Flag
    [penalty] Penalty
    [decision] Decision
    [feed] Live feed
   *[note] Note
}
pgn-note = Arbiter ({ $category }): { $what }
pgn-note-article = Arbiter ({ $category }, Art. { $article }): { $what }
pgn-note-time = { $note }. Time: { $awards }.{ $clocks }
pgn-note-clocks = { " " }Clocks now: White { $white }, Black { $black }.
pgn-why = { $reason }.
pgn-why-article = { $reason } (Art. { $article }).
pgn-forfeit = The game was not played: forfeit { $score } (Art. 6.7).
pgn-unplayed = Fewer than one move each was played: scored { $score }, not rated.
pgn-other-score = Result { $score } (Art. 10.2, 12.9).
pgn-armageddon = Armageddon: the draw counts as a win for Black ({ $score }).
pgn-void-moves = The { $count } half-move(s) played after it do not count.
pgn-result-replaced = Recorded result { $score } replaced.
pgn-written-move-played = Arbiter (Art. 9.5.3): the move written down with the incorrect claim, played
report-arbiters = { $count ->
    [1] Arbiter who acted
   *[other] Arbiters who acted
}: { $names }

# The round checklist and the claims-ahead ledger in the report (issue 35).
report-checklist-title = Round { $round } checklist ({ $state })
report-col-checklist = checklist
report-col-check = to check
report-checklist-start = start
report-checklist-close = close
report-checklist-none = Nothing to check.
report-ledger-title = Claims ahead and repeated positions (AM 2025 p.32: replay the claim with both players)
report-col-ledger = claim that would have been correct, or repeated position
report-ledger-none = No 9.2 or 9.3 claim would have been correct and no position stood twice.
