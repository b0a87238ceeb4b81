# en: hostile messages.

hostile-player-seat = You play { $side ->
    [white] White
   *[black] Black
} on board { $board }: this session claims and verifies for that seat only.
hostile-line-too-long = Line longer than { $limit } bytes: ignored. Type it again, shorter.
hostile-own-claim = You made claim #{ $seq }: the opponent verifies it (III.6.1), not you.
