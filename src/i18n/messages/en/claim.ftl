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
