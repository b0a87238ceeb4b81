# arbiter — English messages. Article numbers are never translated.

side-white = White
side-black = Black
at-start = the start

claim-head = Game { $game }: { $white } – { $black }; claim by { $claimant } { $at }{ $written ->
    [none] {""}
   *[other] , written move { $written }
}
claim-at-start = at the start
claim-at-ply = after { $label } (ply { $ply })
claim-correct-threefold = CORRECT: threefold repetition (Art. { $article }): the game is drawn
claim-correct-fifty = CORRECT: fifty moves (Art. { $article }): the game is drawn
claim-incorrect = INCORRECT (Art. 9.5.3): the opponent gets extra time, play continues
claim-stood-at = position stood at plies: { $plies }

claim-why-threefold = { $written ->
    [none] The position has stood for the { $count ->
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $count }th
    } time with { $to_move } to move (after { $list }); the game is drawn.
   *[other] The written move { $written } makes the position appear for the { $count ->
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $count }th
    } time with { $to_move } to move (after { $list }); the game is drawn.
}
claim-why-fifty = { $written ->
    [none] The last { $moves } moves by each player were made without a capture or pawn move{ $since }; the game is drawn.
   *[other] The written move { $written } completes { $moves } moves by each player without a capture or pawn move{ $since }; the game is drawn.
}
claim-since = {" "}(since { $label })
claim-why-incorrect = The position { $written ->
    [none] { $count ->
        [1] stands for the first time
       *[other] has stood only { $count } times (after { $list })
    }
   *[other] { $count ->
        [1] would stand for the first time
       *[other] would stand only { $count } times (after { $list })
    }
}; no fifty-move draw either: { $plies } plies without a capture or pawn move (100 needed).
claim-must-play = The written move { $written } must now be played (Art. 9.5.3).
claim-near-misses = { $count ->
    [one] One earlier position had the same pieces but not the same rights (castling, en passant or the side to move): it does not count (Art. 9.2.3).
   *[other] { $count } earlier positions had the same pieces but not the same rights (castling, en passant or the side to move): they do not count (Art. 9.2.3).
}
claim-near-miss = { $at } the pieces stood the same but { $differences }.
claim-ended-note = Note: the game had already ended { $at } ({ $rule }, Art. { $article }); later moves are void.

# A written move that is illegal (Art. 9.5.3, 4.3): the piece the claimant is held to.
# $role: pawn, knight, bishop, rook, queen, king; $side (selectors): white, black.
hold-piece-one = the { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
} on { $square }
hold-piece-any = a { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
} ({ $squares }: the written move does not say which, so any of them)
hold-squares-or = { $list } or { $square }
hold-describe = { $side } must move { $piece } (the piece of the written move { $written }, which is illegal: Art. 9.5.3, 4.3)
hold-not-san = "{ $written }" is not a move in SAN
hold-no-piece-move = "{ $written }" does not move a piece on the board
hold-names-none = { $written } names no { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
} { $side } has
hold-unusable = the written move: { $error }; { $why }, so there is no piece to hold { $side } to (Art. 9.5.3, 4.3): write the intended move again
hold-on-board-error = the position on the board: { $error }
hold-illegal-but-on-board = The written move { $written } is illegal ({ $error }), but the position on the board already qualifies. { $explanation }
hold-then-piece = If the claim is rejected, { $side } must make a legal move with { $piece } (Art. 9.5.3, 4.3).
hold-then-any = The piece of the written move has no legal move, so { $side } may make any legal move (Art. 4.5).
hold-illegal-incorrect = Incorrect claim (Art. 9.5.3): the written move { $written } is illegal ({ $error }). { $explanation } { $then }
