# The time-control sheet (issue 35; Arbiters' Manual 2025, General Duties).
sheet-slot-half-hour = half hour { $n }
sheet-slot-on-demand = on demand
event-sheet = time-control sheet ({ $slot }): White { $white }, Black { $black }, moves { $moves }
refuse-sheet-taken = the time-control sheet of half hour { $n } is taken already
refuse-sheet-not-running = the board's clock does not run: it has no line on a time-control sheet
sheet-col-sheet = sheet
sheet-col-board = board
sheet-col-white = White
sheet-col-black = Black
sheet-col-white-clock = White clock
sheet-col-black-clock = Black clock
sheet-col-moves = moves
sheet-col-at = taken at
sheet-col-by = by
sheet-title = Time-control sheets, round { $round } (AM 2025, General Duties: check the clocks every thirty minutes)
sheet-none = No time-control sheet in round { $round } yet.
sheet-taken = time-control sheet of round { $round } ({ $slot }) taken at { $at }: { $count ->
    [one] 1 running board
   *[other] { $count } running boards
}
sheet-nothing = no board of round { $round } has a running clock: no time-control sheet taken
sheet-app-taken = time-control sheet of round { $round }, half hour { $n }, taken ({ $count } boards)
report-sheet-title = Time-control sheets (AM 2025, General Duties)
report-reminders-title = Reminders standing at { $at }
report-sheet-none = No time-control sheet taken.
report-col-reminder = reminder
report-reminders-none = No reminder stands: every game is over or nothing is due.
report-switches-title = Reminders switched on and off (who, when)
report-col-switched-at = when
report-col-switch = switch
report-switches-none = No reminder was switched on or off (all are on, unless switched before this record began: see `arbiter reminders`).
