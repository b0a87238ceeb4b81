# en: hostile messages.

hostile-player-seat = You play { $side ->
    [white] White
   *[black] Black
} on board { $board }: this session claims and verifies for that seat only.
hostile-line-too-long = Line longer than { $limit } bytes: ignored. Type it again, shorter.
hostile-own-claim = You made claim #{ $seq }: the opponent verifies it (III.6.1), not you.

hostile-damaged = { $path }: the file is damaged ({ $detail }); nothing more is written to it. Stop, and restore the last backup (`arbiter backup`) in its place.
hostile-no-key = { $path }: this event's log is tamper-evident and its key cannot be read ({ $why }); nothing written. Work from the arbiters' account, or name the key with --key.
hostile-chain-ok = chain verified: { $count } events, head #{ $head } { $mac }
hostile-chain-empty = chain verified: no events yet
hostile-chain-none = not chained (the file is older than the tamper-evident log)
hostile-chain-unverified = chain not verified: { $why }
hostile-chain-broken = chain BROKEN
hostile-chain-seal = the chain's seal does not match the key: the chain's record was edited, or this is another event's key
hostile-chain-edited = event #{ $id } (board { $board } #{ $seq }) does not match the chain: edited, or inserted without the key
hostile-chain-unmarked = event #{ $id } (board { $board } #{ $seq }) carries no MAC: inserted without the key
hostile-chain-gap = event #{ $id } (board { $board } #{ $seq }) does not match the chain: { $missing ->
    [one] the event before it is missing (deleted)
   *[other] { $missing } events before it are missing (deleted)
}
hostile-chain-removed = a key exists for this file ({ $key }) but its log carries no chain: the chain was removed
hostile-chain-orphan-macs = events carry MACs but the chain's record is gone: the chain was removed
hostile-against-lost = event #{ $id } (board { $board } #{ $seq }) is in the backup { $backup } but not in this file: this file lost { $count ->
    [one] its last event
   *[other] its last { $count } events
} from there (a deleted WAL, or an older copy put back)
hostile-against-differs = event #{ $id } (board { $board } #{ $seq }) differs from the backup { $backup }: the history was rewritten at or before it
hostile-against-ok = every event of the backup { $backup } (up to #{ $head }) is in this file, unchanged
hostile-backup-done = backed up { $db } to { $out } (chain head: { $head })
hostile-backup-head = event #{ $id } { $mac }
hostile-backup-no-head = no events yet
hostile-backup-every = backing up { $db } into { $dir } every { $minutes } min, keeping the last { $keep } copies; Ctrl-C stops
hostile-backup-minutes = --every { $minutes }: give between 1 and { $max } minutes
hostile-against-no-head = { $file }: neither an SQLite backup nor a claim file with an EventChainHead tag: nothing to compare with
hostile-against-head-lost = the claim file { $file } was exported when event #{ $id } was the chain head, and this file has no event #{ $id }: it lost its tail from there (a deleted WAL, or an older copy put back)
hostile-against-head-differs = the claim file { $file } was exported when event #{ $id } was the chain head, and event #{ $id } here is another: the history was rewritten at or before it
hostile-cannot-read = { $file }: cannot read
hostile-cannot-make-folder = { $dir }: cannot make the folder
hostile-cannot-list-folder = { $dir }: cannot list the folder
hostile-cannot-remove = { $file }: cannot remove
hostile-check-ok = { $file }: ok (schema { $schema }, { $boards } boards, { $events } events)
hostile-companions-replaced = its -wal or -shm file was removed or replaced while this program had the file open, so another program now works with other ones; close every program using the file, then run `arbiter check`
hostile-wal-bad-header = { $wal } is not a WAL ({ $len } bytes that do not start with a WAL header). If no program has the file open, the event file itself holds every acknowledged action (arbiter copies each one into it before saying done): move { $wal } aside and run `arbiter check`
hostile-wal-break = { $wal } is damaged at frame { $frame } (byte { $offset }): { $lost } committed { $lost ->
    [one] transaction follows
   *[other] transactions follow
} that SQLite would drop without a word. If no program has the file open, the event file itself holds every acknowledged action: move { $wal } aside and run `arbiter check`
hostile-zeroed-pages = { $count ->
    [one] page { $pages } is
   *[other] pages { $pages } are
} all zeros (page numbers of the file)
hostile-snapshot-damaged = the snapshot of board { $board } at #{ $seq } does not match its bytes or its event (damaged; readers fold that board from its events)
seat-request-unreadable = the seat's request could not be read from standard input
seat-request-too-long = the seat's request is longer than { $max } bytes; nothing recorded
seat-request-bad = the seat's request is not one a seat may make ({ $error }); nothing recorded
seat-request-not-a-seat = a seat records only a claim or a verification
seat-signer-empty = --signer names no program
seat-signer-failed = the signing step `{ $signer }` could not be run
seat-signer-refused = the signing step did not record it (its reason is above)
# Issue 29: the tables' seals and the witness of the log's end.
hostile-table-what = { $table ->
    [settings] the settings (event name, time control, Laws edition, scoring, current round…)
    [boards] the boards (who plays whom, board set-ups)
    [players] the players (names, ratings, FIDE ids, titles)
    [rounds] the rounds' dates and start times
    [byes] the byes
    [reminders_off] the reminders switched off
    [rule_changes] the changes of the event's rules (reminders switched on and off)
   *[other] the kept TRF records
}
hostile-table-edited = { hostile-table-what } do not match the chain: edited outside the program
hostile-table-refused = { $path }: { hostile-table-what } do not match the chain (edited outside the program); nothing written. Run `arbiter check`, and restore the last backup.
hostile-table-not-sealed = the tables beside the log are not sealed yet (the file was migrated without the key): the next write with the key seals them as they are
hostile-witness-held = end witnessed: head #{ $head } is here
hostile-witness-absent = the end of the log is not witnessed (no { $file }): events deleted from the end would not show
hostile-witness-foreign = the witness { $file } is another event file's (one made before at this path): the end of the log is not witnessed
hostile-witness-unreadable = the witness cannot be read ({ $why }): the end of the log is not verified
hostile-witness-forged = the witness { $file } does not match the key: it was edited, or made with another key
hostile-witness-tail-lost = the witness says event #{ $head } was written, and this file ends at #{ $last }: it lost { $lost ->
    [one] its last event
   *[other] its last { $lost } events
} (a deleted or damaged WAL, or an older copy put back)
hostile-witness-head-differs = the witness says event #{ $head } was written, and event #{ $head } here is another: the history was rewritten at or before it
hostile-witness-tables-back = the tables beside the log are older than witnessed ({ $found } writes, { $witnessed } witnessed): they were put back from an older copy
hostile-witness-refused = { $path }: { $detail }; nothing written (a number given before would be given again). Run `arbiter check`, and restore the last backup.
hostile-check-unverified = { $file }: could not verify: { $why }
hostile-read-broken = chain BROKEN in what is shown: { $what }
hostile-read-unverified = not verified against the chain: { $why }
