# Reminders (issue 35): what the arbiter watches before a player calls, each with its article.

reminder-repetition = 3rd occurrence claimable: the position after { $move } stood twice (9.2)
reminder-fifty = { $moves } moves without capture or pawn move: 50-move claim possible from { $at } (9.3)
reminder-fifty-now = 50 moves without capture or pawn move: a claim is correct now (9.3)
reminder-seventy = 70 moves without capture or pawn move: the game ends by itself at { $at } (9.6.2 approaching)
reminder-time-control = { $side ->
    [white] White
   *[black] Black
} plays move { $move } of { $end } with { $time } left: watch the flag and the move count (6.4)
reminder-guidelines = { $side ->
    [white] White
   *[black] Black
} under 2 minutes ({ $time }): extra increment (III.4) or claim (III.5) possible
reminder-scoresheet = { $side ->
    [white] White
   *[black] Black
} under 5 minutes ({ $time }) without 30 s increment: need not record (8.4)
reminder-kind-repetition = repetition: stood twice, next standing claimable (9.2)
reminder-kind-fifty-moves = fifty-moves: 45, 49, 50 moves (9.3); 70 moves (9.6.2)
reminder-kind-time-control = time-control: moves 38–40 of a period, under 5 min (6.4)
reminder-kind-guidelines-iii = guidelines-iii: under 2 min, Guidelines III (III.4, III.5)
reminder-kind-scoresheet = scoresheet: under 5 min, increment < 30 s, no recording (8.4)
reminder-on = on
reminder-off = off
reminders-title = Reminders of the event (arbiter reminders on|off KIND):
reminders-line = { $state }  { $line }
reminders-none = No reminders.
reminders-head = Reminders:
reminders-item = › { $text }
reminders-help-title = › marks are reminders, each with its article:
reminders-bad-kind = { $error }
rule-change-reminder = { $on ->
    [on] reminder switched on
   *[off] reminder switched off
}: { $line }
reminders-switched = { $on ->
    [on] switched on
   *[off] switched off
} by { $who } at { $at }
ledger-head = Claims ahead (AM 2025 p.32: replay the claim with both players):
ledger-none = No 9.2 or 9.3 claim would have been correct.
ledger-claim = after { $at } (ply { $ply }), { $side ->
    [white] White
   *[black] Black
}: { $article }
ledger-claim-repeat = after { $at } (ply { $ply }), { $side ->
    [white] White
   *[black] Black
}: { $article }, position { $position } (plies { $plies })
ledger-claim-written = after { $at } (ply { $ply }), { $side ->
    [white] White
   *[black] Black
}: { $article } writing { $written }{ $ends }
ledger-claim-written-repeat = after { $at } (ply { $ply }), { $side ->
    [white] White
   *[black] Black
}: { $article } writing { $written }{ $ends }, position { $position } (plies { $plies })
ledger-would-mate = , which would mate: the claim comes first
ledger-would-stalemate = , which would stalemate: the claim comes first
ledger-standings = Repeated positions:
ledger-standing = { $label } after { $at } (ply { $ply })
