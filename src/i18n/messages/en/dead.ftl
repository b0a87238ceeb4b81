# Dead positions and "can this side still mate?" (Art. 5.2.2, 6.9, 7.5.5, 5.1.2): the proofs of
# src/rules/dead and the answers of `rules dead`. $side: white, black.

dead-bare-king = bare king: { $side ->
    [white] White
   *[black] Black
} has only the king
dead-lone-knight = { $side ->
    [white] White has only a knight, and Black
   *[black] Black has only a knight, and White
} has no piece that could block its own king
dead-same-bishops = only same-colour bishops: every bishop on the board stands on { $shade ->
    [light] light
   *[dark] dark
} squares and there is no knight or pawn
dead-no-material = neither side has mating material
dead-already-mated = { $side ->
    [white] White
   *[black] Black
} is already checkmated
dead-stalemate = the position is stalemate (Art. 5.2.1)

# The semi-static proof. $pawns: frozen pawns; $others: other frozen pieces; $bound: pawns that
# never leave their files.
dead-walls = blocked pawn structure: { $pawns } pawns can never move{ $others ->
    [0] {""}
   *[other] {" "}(nor can { $others } other pieces)
}{ $bound ->
    [0] {""}
   *[other] , { $bound } can never leave their files
}
dead-never-checks = { $walls }, and no { $side ->
    [white] white piece can ever reach a square from which it checks the black king
   *[black] black piece can ever reach a square from which it checks the white king
}
dead-flight = { $walls }; wherever a { $side ->
    [white] white piece could check the black king, the king keeps a flight square that no white piece can ever attack and too few black pieces can block
   *[black] black piece could check the white king, the king keeps a flight square that no black piece can ever attack and too few white pieces can block
}

# The king walk. $pawns: blocked pawns; $count: placements of the two kings walked.
dead-king-walk = blocked pawn structure: the { $pawns } pawns cannot move while only the kings and bishops of one colour can; in none of the { $count } placements of the two kings that can arise can { $side ->
    [white] White
   *[black] Black
} give mate, and a king that takes a pawn leaves the other side stalemated

# The search. $moves: SAN moves; $count: positions.
dead-forced-mate = only legal move { $moves } leads to checkmate of { $side ->
    [white] White
   *[black] Black
}
dead-forced-stalemate = only legal move { $moves } leads to stalemate
dead-forced-then = only legal move { $moves }, then { $reason }
dead-end-stalemate = { $count } by stalemate
dead-end-winner-mated = { $count } by checkmate of the winner
dead-end-material = { $count } by too little material
dead-end-fortress = { $count } by a blocked pawn structure
dead-exhausted = every position reachable by legal moves ({ $count } of them) was examined and none is mate by { $side ->
    [white] White
   *[black] Black
}
dead-exhausted-ends = { $exhausted }; dead ends: { $ends }

# Reading a measuring set in CHA's format.
dead-vector-no-code = line { $line }: no verdict code
dead-vector-bad-code = line { $line }: unknown code { $code }

# `rules dead`.
dead-answer-can = { $side ->
    [white] White
   *[black] Black
} can mate (helpmate in { $plies } plies)
dead-answer-cannot = { $side ->
    [white] White
   *[black] Black
} cannot mate: { $reason }
dead-answer-open = { $side ->
    [white] White
   *[black] Black
}: undetermined within { $nodes } nodes
dead-bad-fen = rules dead: bad FEN
dead-cannot-read = rules dead: cannot read { $path }
dead-batch-summary = rules dead: { $positions } positions: { $dead } dead, { $alive } not dead, { $open } undetermined, { $errors } bad FEN; total { $total } ms, median { $median } ms per position
